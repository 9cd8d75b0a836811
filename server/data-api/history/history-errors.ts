import { BaseError } from 'viem'
import { ApiError } from '../../http/api-error.ts'
import type { ServedChain } from '../served-chain.ts'

/** A 501 naming the chain: its node has no Otterscan namespace, so this server cannot list its history. */
export const historyNotServed = (chain: ServedChain) =>
  new ApiError(501, [
    {
      name: 'chainId',
      description: `History is not available on ${chain.caipNetworkId}: its node does not serve the Otterscan ots_ JSON-RPC namespace`,
    },
  ])

/** Runs a read of `chain`'s node; a node that failed to answer is a 502 naming the chain (as the RPC proxy's). */
export async function fromNode<T>(chain: ServedChain, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    throw new ApiError(502, [
      {
        name: 'upstream',
        description: `The ${chain.caipNetworkId} node did not answer the history read: ${error.shortMessage}`,
      },
    ])
  }
}
