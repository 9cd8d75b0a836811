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

/**
 * An NFT's image the modal may show: the avatar rule (inline data, the catalogue, or https on any host),
 * since the data API answers only tokens the account holds in collections its operator lists; ipfs://
 * goes through the configured IPFS gateway, as avatars do.
 */
export function shownNftImageUrl(portkit: Portkit, src: string | null | undefined): string | undefined {
  const gateway = portkit.state.config.ipfsGateway.replace(/\/$/, '')
  const url = src?.startsWith('ipfs://') ? `${gateway}/ipfs/${src.slice('ipfs://'.length)}` : src
  return shownAvatarUrl(portkit, url ?? undefined)
}
