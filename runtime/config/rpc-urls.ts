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

/** The data API's chain RPC proxy for a network (spec section 7: POST /v1/?chainId={chain}&projectId={id}). */
export function rpcProxyUrl(dataApi: string, projectId: string, caipNetworkId: string): string {
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId })
  return `${dataApi.replace(/\/+$/, '')}/v1/?${query.toString()}`
}

/**
 * The URLs an EVM network is read through (spec section 7: custom, then default, with fallback): the
 * `customRpcUrls` entries and the network's own when the host gave some; otherwise, with a data API, its
 * chain RPC proxy first and the network's own URLs behind it.
 */
export function readRpcUrls(
  config: Pick<ResolvedConfig, 'customRpcUrls' | 'services' | 'projectId'>,
  network: Pick<Network, 'caipNetworkId' | 'rpcUrls'>,
): string[] {
  const { dataApi } = config.services
  if (!dataApi || (config.customRpcUrls[network.caipNetworkId] ?? []).length > 0)
    return networkRpcUrls(config, network)
  return [rpcProxyUrl(dataApi, config.projectId, network.caipNetworkId), ...networkRpcUrls(config, network)]
}

/**
 * Whether a network's read URLs may be reordered by ranking (spec section 9): not when the host gave
 * `customRpcUrls`, whose order is the rule (spec section 3: tried before the network's own).
 */
export function ranksRpcUrls(
  config: Pick<ResolvedConfig, 'customRpcUrls'>,
  network: Pick<Network, 'caipNetworkId'>,
): boolean {
  return (config.customRpcUrls[network.caipNetworkId] ?? []).length === 0
}
