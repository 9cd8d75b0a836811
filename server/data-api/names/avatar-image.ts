import { parseAvatarRecord } from 'viem/ens'
import { parseAvatarNftRecord } from '../../../runtime/core/validation/avatar-record.ts'
import type { ServedChain } from '../served-chain.ts'

/**
 * An avatar record as the runtime can show it: https, ipfs and data records as they are (the visitor's own
 * IPFS gateway reads ipfs), an NFT record (eip155:…/erc721|erc1155:…) read here on the chain it names
 * (token URI, then its metadata's image), which a browser could not do without a node. An NFT on a chain
 * not served here, or one that cannot be read, leaves no avatar.
 */
export async function avatarImage(chains: readonly ServedChain[], record: string): Promise<string | null> {
  if (!/^(eip155|did:nft):/i.test(record)) return record
  try {
    const { chainId } = parseAvatarNftRecord(record)
    const chain = chains.find((served) => served.chainId === chainId)
    if (!chain) throw new Error(`chain ${chainId} is not served here`)
    return await parseAvatarRecord(chain.client, { record })
  } catch (error) {
    console.warn(`[portkit] the NFT avatar ${record} could not be read`, error)
    return null
  }
}
