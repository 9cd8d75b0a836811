import { safeHttpUrl } from './safe-url.ts'
import type { Network } from './types.ts'

/**
 * The page of an account on the network's block explorer (`blockExplorers.default`): `/address/...` as
 * Etherscan-style, Solana and mempool.space explorers name it, `/account/...` on Subscan (Polkadot).
 * Undefined for a network without an explorer or one whose URL is not http(s).
 */
export function explorerAddressUrl(network: Network | undefined, address: string): string | undefined {
  const explorer = network?.blockExplorers?.default
  if (!explorer || !safeHttpUrl(explorer.url)) return undefined
  const path = network.chainNamespace === 'polkadot' ? 'account' : 'address'
  return `${explorer.url.replace(/\/+$/, '')}/${path}/${encodeURIComponent(address)}`
}
