import { parseAbi } from 'viem'

/**
 * What the data API reads of a listed ERC-721 collection: its Enumerable extension finds a holder's tokens
 * without an indexer. The devnet's DevnetCollection721 must contain every item
 * (tests/unit/devnet/services/contract-artifacts.test.ts).
 */
export const ERC721_ENUMERABLE_ABI = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function tokenURI(uint256 tokenId) view returns (string)',
])

/** What the data API reads of a listed ERC-1155 collection, for the token ids the operator lists. */
export const ERC1155_ABI = parseAbi([
  'function balanceOf(address account, uint256 id) view returns (uint256)',
  'function uri(uint256 id) view returns (string)',
])
