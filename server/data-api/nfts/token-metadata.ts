import { isPublicHttps } from '../ccip-read-guard.ts'
import { throughIpfsGateway } from '../../../runtime/core/ipfs-url.ts'

/** Metadata slower than this is given up on: the NFT is listed without it rather than holding the answer. */
export const METADATA_TIMEOUT_MS = 5_000
/** Metadata JSON larger than this is not read (real metadata is a few hundred bytes; images are linked). */
export const METADATA_MAX_BYTES = 64 * 1024
/** How long read metadata is kept, and how many URIs at most (the oldest go first). */
export const METADATA_CACHE_MS = 10 * 60_000
export const METADATA_CACHE_SIZE = 2_000
/** viem's default gateway, as the runtime's DEFAULT_IPFS_GATEWAY. */
export const DEFAULT_METADATA_IPFS_GATEWAY = 'https://ipfs.io'

/** What the NFT list shows of a token's metadata (ERC-721 / ERC-1155 metadata JSON schema). */
export interface TokenMetadata {
  name: string | undefined
  /** https, ipfs:// or data:image; undefined for anything else (plain http, javascript:, ...). */
  image: string | undefined
}

export interface MetadataReadOptions {
  /** Where ipfs:// metadata is fetched (https). */
  ipfsGateway: string
  /**
   * Whether the server may fetch `url`: public https only by default, since a collection's deployer picks
   * its token URIs and could otherwise aim the server at its own network (cloud metadata, admin ports).
   */
  mayFetch?: (url: string) => Promise<boolean>
}

const NO_METADATA: TokenMetadata = { name: undefined, image: undefined }

/**
 * A token URI's metadata: `data:application/json` read in place, ipfs:// through the gateway, https from a
 * public host (no redirects: one could lead to a private address), each within the time and size limits.
 * Metadata that cannot be read is empty: the NFT is still listed, by its collection name and id.
 */
export async function readTokenMetadata(uri: string, options: MetadataReadOptions): Promise<TokenMetadata> {
  try {
    const text = uri.startsWith('data:') ? dataUriText(uri) : await fetchText(uri, options)
    return text === undefined ? NO_METADATA : fromJson(JSON.parse(text))
  } catch {
    return NO_METADATA
  }
}

export type MetadataReader = (uri: string) => Promise<TokenMetadata>

/**
 * readTokenMetadata with the answers kept a while in this process: opening the NFTs tab again must not
 * fetch every token's metadata again (nor let a client make the server fetch it over and over). The
 * holdings themselves are always read from the chain; only what a token URI names is kept.
 */
export function cachedMetadataReader(options: MetadataReadOptions, now = Date.now): MetadataReader {
  const kept = new Map<string, { until: number; metadata: Promise<TokenMetadata> }>()
  return (uri) => {
    const hit = kept.get(uri)
    if (hit && hit.until > now()) return hit.metadata
    kept.delete(uri)
    if (kept.size >= METADATA_CACHE_SIZE) kept.delete(kept.keys().next().value!)
    const metadata = readTokenMetadata(uri, options)
    kept.set(uri, { until: now() + METADATA_CACHE_MS, metadata })
    return metadata
  }
}

/** ERC-1155's `{id}`: the token id as 64 lower-case hex digits. */
export function substituteTokenId(uri: string, tokenId: bigint): string {
  return uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
}

function dataUriText(uri: string): string | undefined {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/is.exec(uri)
  if (!match || match[2]!.length > METADATA_MAX_BYTES * 2) return undefined
  const base64 = /;base64$/i.test(match[1] ?? '')
  return base64 ? Buffer.from(match[2]!, 'base64').toString('utf8') : decodeURIComponent(match[2]!)
}

async function fetchText(uri: string, options: MetadataReadOptions): Promise<string | undefined> {
  const url = throughIpfsGateway(uri, options.ipfsGateway)
  const mayFetch = options.mayFetch ?? isPublicHttps
  if (!(await mayFetch(url))) return undefined
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  })
  if (!response.ok || !response.body) return undefined
  return readLimited(response.body, METADATA_MAX_BYTES)
}

/** The body as text, or undefined (and the download stopped) once it passes `limit` bytes. */
async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<string | undefined> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return Buffer.concat(chunks).toString('utf8')
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
}

function fromJson(json: unknown): TokenMetadata {
  if (typeof json !== 'object' || json === null) return NO_METADATA
  const { name, image, image_url: imageUrl } = json as Record<string, unknown>
  return {
    name: typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : undefined,
    image: shownImage(image) ?? shownImage(imageUrl),
  }
}

/** Image URLs a browser may be given: https, ipfs:// (its own gateway reads it) and inline images. */
function shownImage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return /^(https:\/\/|ipfs:\/\/|data:image\/)/i.test(value) ? value : undefined
}
