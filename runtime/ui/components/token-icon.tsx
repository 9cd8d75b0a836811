import type { Portkit } from '../../create-portkit.ts'

/** Only images from the configured catalogue or data: URIs are loaded; anything else shows a placeholder. */
export function safeImageUrl(portkit: Portkit, src: string | undefined): string | undefined {
  if (!src) return undefined
  if (src.startsWith('data:image/')) return src
  const base = portkit.state.config.services.catalogueApi?.replace(/\/$/, '')
  return base && src.startsWith(`${base}/`) ? src : undefined
}

export function TokenIcon({ portkit, src }: { portkit: Portkit; src: string | undefined }) {
  const url = safeImageUrl(portkit, src)
  return url ? (
    <img src={url} alt="" width={28} height={28} loading="lazy" />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
