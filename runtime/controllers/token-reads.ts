import { formatUnits } from 'viem'
import { FEATURE_NAMESPACES } from '../core/constants.ts'
import { UnsupportedChainError } from '../core/errors.ts'
import type { ChainNamespace, Network } from '../core/types.ts'
import { fetchWalletAssets, supportsAssetDiscovery } from '../services/balance-wallet-assets.ts'
import { dropZeroDecimalTokens, type TokenBalance } from '../services/balance.ts'
import type { ChainState } from '../state/chain-state.ts'
import { readChainTokens } from './chain-tokens.ts'
import type { TokensDeps } from './tokens.ts'

/*
 * The tokens controller's reads (controllers/tokens.ts), loaded with its first refresh, after the visitor
 * connects: none of it is in the initial JS.
 */

/**
 * A chain family the balance API does not serve (spec section 9: eip155 and solana; Bitcoin): its
 * native balance as its adapter reads it, without a price, so the Send view can pick it.
 */
async function nativeOnly(
  nativeBalance: TokensDeps['nativeBalance'],
  namespace: ChainNamespace,
  address: string,
  network: Network,
): Promise<TokenBalance[]> {
  if (!nativeBalance) return []
  const { value, decimals, symbol } = await nativeBalance(namespace, address, network)
  const token: TokenBalance = {
    name: network.nativeCurrency.name,
    symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(value, decimals) },
    iconUrl: '',
  }
  return [token]
}

/**
 * The tokens of `chain` (the active chain when the refresh began): the wallet's own `wallet_getAssets`
 * when its capabilities advertise asset discovery for the chain (and its answer passes validation), else
 * the chain itself over its RPC without a data API, else the data API.
 */
export async function readTokens(
  {
    state,
    balances,
    nativeBalance,
    chainReads,
  }: Pick<TokensDeps, 'state' | 'balances' | 'nativeBalance' | 'chainReads'>,
  chain: ChainState | undefined,
): Promise<TokenBalance[]> {
  const network = chain?.caipNetwork
  if (!chain?.address || !network) return []
  if (!(FEATURE_NAMESPACES.balance as readonly string[]).includes(chain.namespace))
    return nativeOnly(nativeBalance, chain.namespace, chain.address, network)
  if (network.testnet) return []
  const connector = state.connectorFor(chain.namespace)
  if (chain.namespace === 'eip155' && connector) {
    const chainIdHex = `0x${Number(network.id).toString(16)}`
    if (await supportsAssetDiscovery(connector.provider, chain.address, chainIdHex)) {
      const assets = await fetchWalletAssets(connector.provider, chain.address, network.caipNetworkId).catch(
        () => undefined,
      )
      if (assets) return dropZeroDecimalTokens(assets)
    }
  }
  const tokens = state.config.tokens[network.caipNetworkId]
  if (chainReads) return readChainTokens(await chainReads(), chain.namespace, chain.address, network, tokens)
  const forceUpdate = tokens ? [`${network.caipNetworkId}:${tokens.address}`] : undefined
  if (!(await balances.isSupported(network))) throw new UnsupportedChainError()
  return balances.tokenBalances(chain.address, network, forceUpdate)
}
