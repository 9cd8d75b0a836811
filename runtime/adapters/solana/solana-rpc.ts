import { networkRpcUrls } from '../../config/rpc-urls.ts'
import type { ResolvedConfig } from '../../config/types.ts'
import { MissingRpcUrlError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'

// web3.js loads with the first chain read or send: connecting and signing messages need none of it.
export const solanaChain = () => import('./solana-chain.ts')

/** The URL a network's reads and sends go to. */
export type SolanaRpcUrlOf = (network: Network) => string

/** The network's first RPC URL under the instance's config (its `customRpcUrls` first), else MissingRpcUrlError. */
export function solanaRpcUrl(config: ResolvedConfig): SolanaRpcUrlOf {
  return (network) => {
    const [url] = networkRpcUrls(config, network)
    if (!url) throw new MissingRpcUrlError(network.caipNetworkId)
    return url
  }
}
