import type { Portkit } from '../../create-portkit.ts'
import { shownImageUrl } from '../../ui/components/shown-image-url.ts'

/** A catalogue wallet's image, fetched only when its row is drawn; decorative (the name is beside it). */
export function WalletImage({ portkit, src }: { portkit: Portkit; src: string | undefined }) {
  const url = shownImageUrl(portkit, src)
  return url ? (
    <img src={url} alt="" width={32} height={32} loading="lazy" decoding="async" />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
