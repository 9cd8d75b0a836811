import { configuredImageUrl } from '../../core/safe-image-url.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { shownImageUrl } from './shown-image-url.ts'

/**
 * A token's icon: `src` from a service answer (catalogue rule), or `configured`, the image the host set
 * for that token in `tokens` (its own server allowed), which wins.
 */
export function TokenIcon({
  portkit,
  src,
  configured,
}: {
  portkit: PluginPortkit
  src: string | undefined
  configured?: string | undefined
}) {
  const url = (configured && configuredImageUrl(configured)) || shownImageUrl(portkit, src)
  return url ? (
    <img src={url} alt="" width={28} height={28} loading="lazy" />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
