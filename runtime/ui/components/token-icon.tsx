import type { Portkit } from '../../create-portkit.ts'
import { shownImageUrl } from './shown-image-url.ts'

export function TokenIcon({ portkit, src }: { portkit: Portkit; src: string | undefined }) {
  const url = shownImageUrl(portkit, src)
  return url ? (
    <img src={url} alt="" width={28} height={28} loading="lazy" />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
