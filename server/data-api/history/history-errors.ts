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
