import { avatarImageUrl } from '../../core/avatar-image-url.ts'
import { safeImageUrl } from '../../core/safe-image-url.ts'
import type { Portkit } from '../../create-portkit.ts'

/** An image the modal may show: inline data, or one the configured catalogue serves. */
export function shownImageUrl(portkit: Portkit, src: string | undefined): string | undefined {
  return safeImageUrl(src, [portkit.state.config.services.catalogueApi])
}

/** An account's avatar the modal may show: as above, or https from the account's own name records. */
export function shownAvatarUrl(portkit: Portkit, src: string | undefined): string | undefined {
  return avatarImageUrl(src, [portkit.state.config.services.catalogueApi])
}
