import { BaseError } from 'viem'
import { ApiError } from '../http/api-error.ts'
import type { ServedChain } from './served-chain.ts'

/**
 * Runs a read of `chain`'s node; a node that failed to answer is a 502 naming the chain and what was read
 * (as the RPC proxy's). Errors that are not the node's pass through.
 */
export async function fromNode<T>(chain: ServedChain, what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    throw new ApiError(502, [
      {
        name: 'upstream',
        description: `The ${chain.caipNetworkId} node did not answer the ${what}: ${error.shortMessage}`,
      },
    ])
  }
}
