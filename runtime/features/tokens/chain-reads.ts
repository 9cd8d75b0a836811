import type { ChainTokenReads } from '../../controllers/chain-tokens.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { createTokenListSource } from '../../services/token-lists/token-list-source.ts'

/**
 * Without a data API the tokens come from the chain: its adapter's batched read over the lists' tokens
 * (Portkit's default list of the chain and the host's `tokenLists`). index.ts loads this module, and with
 * it the token lists' code, with the first read after the visitor connects.
 */
export function chainReads(portkit: PluginPortkit): ChainTokenReads {
  const lists = createTokenListSource({ urls: portkit.state.config.tokenLists })
  return {
    cache: portkit.services.cache,
    listed: async (network) =>
      network.chainNamespace === 'eip155' ? lists.tokensFor(Number(network.id)) : [],
    async balances(namespace, address, network, tokens) {
      const adapter = portkit.adapterFor(namespace)
      if (adapter.getTokenBalances) return adapter.getTokenBalances(address, network, tokens)
      // A chain family without token reads: its native balance only.
      return [{ ...(await adapter.getBalance(address, network)), name: network.nativeCurrency.name }]
    },
  }
}
