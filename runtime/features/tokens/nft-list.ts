import { parseCaipAddress } from '../../core/caip.ts'
import type { DataApiClient } from '../../services/api/clients.ts'
import type { components } from '../../services/api/data-api.gen.ts'
import { dataApiGuards } from '../../services/api/contract-answer.ts'

// Loaded with the NFTs tab's code only: a visitor who never opens the tab never asks for NFTs.

/** One NFT as the data API answers it (GET /v1/account/{address}/nfts). */
export type Nft = components['schemas']['Nft']

/**
 * The NFTs `caipAddress` holds on its own chain, from the data API (which lists only the collections its
 * operator knows, spam left out). A namespace the data API has no NFTs for answers none without a call;
 * a failed call throws, so the tab can say so rather than pose as empty.
 */
export async function fetchNfts(client: DataApiClient, caipAddress: string): Promise<Nft[]> {
  const { namespace, reference, address } = parseCaipAddress(caipAddress)
  if (namespace !== 'eip155') return []
  const { data } = await client.GET('/v1/account/{address}/nfts', {
    params: {
      path: { address },
      query: { chainId: `${namespace}:${reference}` },
    },
  })
  if (!data || !Array.isArray(data.nfts)) throw new TypeError('Malformed NFTs response')
  // Only the NFTs the contract allows: one malformed entry does not cost the list.
  return data.nfts.filter((await dataApiGuards()).isNft)
}
