import type { Portkit } from '../../create-portkit.ts'
import { shownImageUrl } from './shown-image-url.ts'

/** A wallet's icon, or a neutral placeholder when it has none we can show safely. */
export function WalletIcon({ portkit, src }: { portkit: Portkit; src: string | undefined }) {
  const url = shownImageUrl(portkit, src)
  return url ? (
    <img src={url} alt="" width={32} height={32} />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
