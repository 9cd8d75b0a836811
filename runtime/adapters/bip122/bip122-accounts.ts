import { MissingRpcUrlError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type { ResolvedConfig } from '../../config/types.ts'
import { networkRpcUrls } from '../../config/rpc-urls.ts'
import { startNetwork } from '../../config/start-network.ts'
import type { Connector, WalletEvents } from '../../controllers/types.ts'
import { BITCOIN_WALLET_CHAINS, type BitcoinAccount } from '../../core/bitcoin-provider-methods.ts'

/** The wallet's name for the network's chain (`bitcoin:mainnet`…). */
export const walletChain = (network: Network) => BITCOIN_WALLET_CHAINS[String(network.id)]

/** The network's Esplora-style API base: its first RPC URL, without a trailing slash. */
function esploraUrl(config: ResolvedConfig, network: Network): string {
  const [url] = networkRpcUrls(config, network)
  if (!url) throw new MissingRpcUrlError(network.caipNetworkId)
  return url.replace(/\/$/, '')
}

/** What one Bitcoin adapter keeps between calls: the selected network and what each wallet granted. */
export type BitcoinAccounts = ReturnType<typeof bitcoinAccounts>

export function bitcoinAccounts(config: ResolvedConfig) {
  /** What each wallet granted, by connector id: the session's account is the selected chain's. */
  const granted = new Map<string, BitcoinAccount[]>()

  function accountOn(connector: Connector, network: Network | undefined, address?: string) {
    const chainId = network && walletChain(network)
    return (granted.get(connector.id) ?? []).find(
      (account) =>
        (address === undefined || account.address === address) &&
        (chainId === undefined || account.chains.includes(chainId)),
    )
  }

  const state = {
    networks: config.networks.filter((network) => network.chainNamespace === 'bip122'),
    selected: startNetwork(config, 'bip122'),
    // Spec section 6: the bip122 account type, `payment` unless the config names another.
    accountType: config.defaultAccountTypes.bip122,
    granted,
    watchers: new Map<string, WalletEvents>(),
    accountOn,
    apiUrl: (network: Network) => esploraUrl(config, network),

    /** Keeps what the wallet granted; the session on the selected chain, if the wallet has an account there. */
    session(connector: Connector, accounts: unknown) {
      granted.set(connector.id, Array.isArray(accounts) ? (accounts as BitcoinAccount[]) : [])
      const account = accountOn(connector, state.selected)
      if (!account || !state.selected) return undefined
      return { address: account.address, chainReference: String(state.selected.id) }
    },

    /** The granted account of that address on any chain (a fee estimate has no connector). */
    grantedAccount: (address: string) =>
      [...granted.values()].flat().find((account) => account.address === address),
  }
  return state
}
