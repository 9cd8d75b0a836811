import { safeHttpUrl } from './safe-url.ts'

const DATA_IMAGE = /^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/i

/**
 * The one rule for every image the modal shows (wallet icons, token icons, avatars): an inline
 * `data:image/...` URI (how EIP-6963 wallets send their icons) or a URL under one of the given service
 * bases (the configured catalogue). Anything else, `javascript:` and third-party trackers included, is
 * dropped and the caller shows a placeholder.
 */
export function safeImageUrl(
  src: unknown,
  serviceBases: readonly (string | undefined)[],
): string | undefined {
  if (typeof src !== 'string' || src === '') return undefined
  if (DATA_IMAGE.test(src)) return src
  const allowed = serviceBases.some((base) => base && src.startsWith(`${base.replace(/\/$/, '')}/`))
  return allowed ? src : undefined
}

/**
 * The same rule for an image the host developer wrote into its own config for the modal to show
 * (`chainImages`, a network's `assets.imageUrl`): inline data as above, or an http(s) URL on any server,
 * since the host chose that server (`portkit doctor` lists its origin for the page's CSP). Not for URLs
 * from wallets or service responses: those stay under `safeImageUrl`'s catalogue-only rule.
 */
export function configuredImageUrl(src: unknown): string | undefined {
  if (typeof src !== 'string') return undefined
  return DATA_IMAGE.test(src) ? src : safeHttpUrl(src)
}
