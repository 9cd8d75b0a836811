import type { Network } from '../core/types.ts'
import type { ResolvedConfig } from './types.ts'

/**
 * The RPC URLs of `network` under `config`, in the order they are tried: the `customRpcUrls` entries
 * for the network first, then the network's own `rpcUrls.default.http`; each URL once. Every place that
 * reads a network over RPC (adapters, WalletConnect's rpcMap, the wagmi bridge, the build's public-RPC
 * check) takes its URLs from here, so the option is honoured everywhere or nowhere.
 */
export function networkRpcUrls(
  config: Pick<ResolvedConfig, 'customRpcUrls'>,
  network: Pick<Network, 'caipNetworkId' | 'rpcUrls'>,
): string[] {
  const custom = (config.customRpcUrls[network.caipNetworkId] ?? []).map((rpc) => rpc.url)
  return [...new Set([...custom, ...network.rpcUrls.default.http])]
}
