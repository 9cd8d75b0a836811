import type { DataApiContext } from '../context.ts'
import type { DataApiHandler, DataApiSchemas } from '../data-api-types.ts'
import { findChain, type ServedChain } from '../served-chain.ts'
import { parseAccount, parseCaipNetworkId } from '../inputs.ts'
import { fromNode } from '../node-read.ts'
import { readHeldNfts, type HeldNft } from './nft-reads.ts'
import { cachedMetadataReader, substituteTokenId, type MetadataReader } from './token-metadata.ts'

type Nft = DataApiSchemas['Nft']

/**
 * GET /v1/account/{address}/nfts?chainId=: the NFTs the address holds in the collections the operator
 * lists for the chain (chains[].nftCollections), read from the node now, named and pictured from each
 * token's metadata. A chain not served, or a non-EVM address, has none; a node that fails is a 502.
 */
export function getNftsHandler(context: DataApiContext): DataApiHandler<'getNfts'> {
  const readMetadata = cachedMetadataReader({ ipfsGateway: context.ipfsGateway })
  return async ({ path, query }) => {
    const caipNetworkId = parseCaipNetworkId(query.chainId, 'chainId')
    const account = parseAccount(path.address, 'address')
    const chain = findChain(context.chains, caipNetworkId)
    if (!account || !chain?.nftCollections?.length) return { json: { nfts: [] } }
    const collections = chain.nftCollections
    const held = await fromNode(chain, 'NFT read', () => readHeldNfts(chain, collections, account))
    const nfts = await Promise.all(held.map((nft) => describeNft(chain, nft, readMetadata)))
    return { json: { nfts } }
  }
}

/** One held NFT as answered: its metadata's name and image, else the collection name and id. */
async function describeNft(chain: ServedChain, nft: HeldNft, readMetadata: MetadataReader): Promise<Nft> {
  const { collection, tokenId, amount } = nft
  const uri = nft.uri === undefined ? undefined : substituteTokenId(nft.uri, tokenId)
  const metadata = uri ? await readMetadata(uri) : undefined
  return {
    chainId: chain.caipNetworkId,
    collection: {
      address: `${chain.caipNetworkId}:${collection.address}`,
      name: collection.name,
    },
    tokenId: tokenId.toString(),
    standard: collection.standard,
    name: metadata?.name ?? `${collection.name} #${tokenId}`,
    imageUrl: metadata?.image ?? null,
    amount: amount.toString(),
  }
}
