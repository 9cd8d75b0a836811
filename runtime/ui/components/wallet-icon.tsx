import type { Portkit } from '../../create-portkit.ts'
import { shownImageUrl } from './shown-image-url.ts'

/** A wallet's icon, or a neutral placeholder when it has none we can show safely. */
export function WalletIcon({ portkit, src }: { portkit: Portkit; src: string | undefined }) {
  const url = shownImageUrl(portkit, src)
  // Lazy: while closed the modal is rendered hidden (display: none), where a lazy image fetches nothing.
  return url ? (
    <img src={url} alt="" width={32} height={32} loading="lazy" />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
