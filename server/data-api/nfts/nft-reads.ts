import { ContractFunctionExecutionError, type Abi, type Address } from 'viem'
import { multicall } from 'viem/actions'
import { ERC1155_ABI, ERC721_ENUMERABLE_ABI } from '../../contracts/nft-collections.ts'
import type { NftCollectionSource } from '../chain-source.ts'
import { MULTICALL3_ADDRESS } from '../prices/feed-reader.ts'
import type { ServedChain } from '../served-chain.ts'

/** Tokens read per ERC-721 collection at most: a holder of thousands gets the first ones, in one answer. */
export const MAX_TOKENS_PER_COLLECTION = 50

/** One NFT the account holds, before its metadata is read. */
export interface HeldNft {
  collection: NftCollectionSource
  tokenId: bigint
  amount: bigint
  /** The token URI as the contract answers it (ERC-1155's `{id}` not yet substituted); undefined if it reverted. */
  uri: string | undefined
}

/** One contract read of a Multicall3 batch. */
interface Call {
  address: Address
  abi: Abi
  functionName: string
  args: readonly unknown[]
}

interface BalanceRead {
  collection: NftCollectionSource
  /** The ERC-1155 id read; undefined for an ERC-721 balance (a count of tokens). */
  tokenId: bigint | undefined
  call: Call
}

/** Runs contract reads in one Multicall3 call; a read that reverts is undefined, a node that fails throws. */
async function readAll(chain: ServedChain, contracts: Call[]): Promise<unknown[]> {
  if (contracts.length === 0) return []
  const results = await multicall(chain.client, {
    multicallAddress: MULTICALL3_ADDRESS,
    allowFailure: true,
    contracts,
  })
  return results.map((result) => {
    if (result.status === 'success') return result.result
    // viem answers a batch the node failed as a failure of each of its calls: that is the node's failure.
    if (isBatchFailure(result.error)) throw result.error
    return undefined
  })
}

/** A Multicall3 call that failed as a whole (the node, or no Multicall3 there), not one read that reverted. */
function isBatchFailure(error: Error): boolean {
  return !(error instanceof ContractFunctionExecutionError) || error.functionName === 'aggregate3'
}

/**
 * The account's NFTs in the non-spam collections, in three Multicall3 calls however many collections:
 * balances (ERC-721 counts, ERC-1155 listed ids), then the ERC-721 token ids (Enumerable), then every
 * held token's URI. A collection that does not answer like its standard is left out.
 */
export async function readHeldNfts(
  chain: ServedChain,
  collections: NftCollectionSource[],
  account: Address,
): Promise<HeldNft[]> {
  const listed = collections.filter((collection) => !collection.spam)
  const balanceCalls = listed.flatMap((collection) => balanceReads(collection, account))
  const balances = await readAll(
    chain,
    balanceCalls.map(({ call }) => call),
  )

  const held1155: Omit<HeldNft, 'uri'>[] = []
  const indexCalls: { collection: NftCollectionSource; call: Call }[] = []
  balanceCalls.forEach(({ collection, tokenId }, i) => {
    const balance = balances[i]
    if (typeof balance !== 'bigint' || balance === 0n) return
    if (tokenId !== undefined) return void held1155.push({ collection, tokenId, amount: balance })
    const count = Math.min(Number(balance), MAX_TOKENS_PER_COLLECTION)
    for (let index = 0; index < count; index++)
      indexCalls.push({ collection, call: ownerTokenRead(collection.address, account, index) })
  })
  const ids = await readAll(
    chain,
    indexCalls.map(({ call }) => call),
  )
  const held721 = indexCalls.flatMap(({ collection }, i) => {
    const tokenId = ids[i]
    return typeof tokenId === 'bigint' ? [{ collection, tokenId, amount: 1n }] : []
  })

  const held = [...held721, ...held1155].sort(byListOrder(listed))
  const uris = await readAll(chain, held.map(uriRead))
  return held.map((nft, i) => ({ ...nft, uri: typeof uris[i] === 'string' ? uris[i] : undefined }))
}

/** ERC-721: one balanceOf; ERC-1155: one balanceOf per listed id (tokenId says which). */
function balanceReads(collection: NftCollectionSource, account: Address): BalanceRead[] {
  const { address } = collection
  if (collection.standard === 'erc721') {
    const call: Call = { address, abi: ERC721_ENUMERABLE_ABI, functionName: 'balanceOf', args: [account] }
    return [{ collection, tokenId: undefined, call }]
  }
  return (collection.tokenIds ?? []).map((id) => {
    const tokenId = BigInt(id)
    const call: Call = { address, abi: ERC1155_ABI, functionName: 'balanceOf', args: [account, tokenId] }
    return { collection, tokenId, call }
  })
}

const ownerTokenRead = (address: Address, account: Address, index: number): Call => ({
  address,
  abi: ERC721_ENUMERABLE_ABI,
  functionName: 'tokenOfOwnerByIndex',
  args: [account, BigInt(index)],
})

function uriRead({ collection, tokenId }: Omit<HeldNft, 'uri'>): Call {
  const { address } = collection
  return collection.standard === 'erc721'
    ? { address, abi: ERC721_ENUMERABLE_ABI, functionName: 'tokenURI', args: [tokenId] }
    : { address, abi: ERC1155_ABI, functionName: 'uri', args: [tokenId] }
}

/** Collections in the order the operator listed them, each by token id. */
function byListOrder(listed: NftCollectionSource[]) {
  return (a: Omit<HeldNft, 'uri'>, b: Omit<HeldNft, 'uri'>) =>
    listed.indexOf(a.collection) - listed.indexOf(b.collection) ||
    (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0)
}
