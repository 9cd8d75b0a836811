import {
  AvatarInvalidMetadataError,
  EnsAvatarUnsupportedNamespaceError,
  EnsAvatarUriResolutionError,
} from '../core/errors.ts'
import { DEFAULT_IPFS_GATEWAY } from '../config/options.ts'
import { throughIpfsGateway } from '../core/ipfs-url.ts'
import { parseAvatarNftRecord } from '../core/validation/avatar-record.ts'

/**
 * An avatar record as an image URL (spec section 7: HEAD to check for an image content type, GET for
 * metadata JSON). Fails with the spec's avatar errors: invalid metadata, invalid NFT URI, unresolvable
 * URI, unsupported namespace. The data API answers an NFT record as its image (it reads the token on its
 * chain); one still in NFT form could not be read there, so a valid one is reported as unresolvable.
 */
export async function resolveAvatar(
  record: string,
  fetchImpl: typeof fetch = fetch,
  ipfsGateway: string = DEFAULT_IPFS_GATEWAY,
): Promise<string> {
  if (record.startsWith('data:image/')) return record
  if (/^(eip155|did:nft):/i.test(record)) {
    parseAvatarNftRecord(record)
    throw new EnsAvatarUriResolutionError({ uri: record })
  }
  const url = toHttpUrl(record, ipfsGateway)
  const head = await fetchImpl(url, { method: 'HEAD' }).catch(() => undefined)
  if (head?.ok && head.headers.get('content-type')?.startsWith('image/')) return url
  const response = await fetchImpl(url).catch(() => undefined)
  if (!response?.ok) throw new EnsAvatarUriResolutionError({ uri: record })
  const metadata = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined
  const image = metadata?.image ?? metadata?.image_url ?? metadata?.image_data
  if (typeof image !== 'string' || image.length === 0) throw new AvatarInvalidMetadataError()
  return image.startsWith('data:') ? image : toHttpUrl(image, ipfsGateway)
}

/** http(s) as is, ipfs:// through the configured gateway; any other scheme is not supported. */
function toHttpUrl(uri: string, ipfsGateway: string): string {
  if (/^https?:\/\//i.test(uri)) return uri
  if (uri.startsWith('ipfs://')) return throughIpfsGateway(uri, ipfsGateway)
  throw new EnsAvatarUnsupportedNamespaceError({ namespace: uri.split(':')[0] ?? uri })
}
