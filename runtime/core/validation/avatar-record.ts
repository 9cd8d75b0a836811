import { EnsAvatarInvalidNftUriError, EnsAvatarUnsupportedNamespaceError } from '../errors.ts'

export interface AvatarNft {
  chainId: number
  standard: 'erc721' | 'erc1155'
  contractAddress: string
  tokenId: string
}

/**
 * An NFT avatar record, `eip155:<chain id>/<erc721|erc1155>:<contract>/<token id>` (CAIP-22/29, also in
 * its `did:nft:` form). Fails with viem's avatar errors, so callers handle one set of classes.
 */
export function parseAvatarNftRecord(record: string): AvatarNft {
  const uri = record.startsWith('did:nft:') ? record.slice('did:nft:'.length).replace(/_/g, '/') : record
  const [reference = '', asset = '', tokenId] = uri.split('/')
  const [namespace, chainId] = reference.split(':')
  const [standard, contractAddress] = asset.split(':')
  if (namespace?.toLowerCase() !== 'eip155') invalid('Only EIP-155 supported')
  if (!chainId || !/^\d+$/.test(chainId)) invalid('Chain ID not found')
  if (!contractAddress) invalid('Contract address not found')
  if (!tokenId) invalid('Token ID not found')
  if (!standard) invalid('ERC namespace not found')
  const lower = standard.toLowerCase()
  if (lower !== 'erc721' && lower !== 'erc1155')
    throw new EnsAvatarUnsupportedNamespaceError({ namespace: lower })
  return { chainId: Number(chainId), standard: lower, contractAddress, tokenId }
}

function invalid(reason: string): never {
  throw new EnsAvatarInvalidNftUriError({ reason })
}
