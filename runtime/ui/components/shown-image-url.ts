import { avatarImageUrl } from '../../core/avatar-image-url.ts'
import { throughIpfsGateway } from '../../core/ipfs-url.ts'
import { safeImageUrl } from '../../core/safe-image-url.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'

/** An image the modal may show: inline data, or one the configured catalogue serves. */
export function shownImageUrl(portkit: PluginPortkit, src: string | undefined): string | undefined {
  return safeImageUrl(src, [portkit.state.config.services.catalogueApi])
}

/**
 * An image from an account's or a token's own records the modal may show (avatars, a send receiver's
 * avatar, NFT previews): as above, or https on any host; ipfs:// goes through the configured IPFS gateway.
 * The data API answers NFTs only from collections its operator lists.
 */
export function shownAvatarUrl(portkit: PluginPortkit, src: string | null | undefined): string | undefined {
  const url = src ? throughIpfsGateway(src, portkit.state.config.ipfsGateway) : undefined
  return avatarImageUrl(url, [portkit.state.config.services.catalogueApi])
}
