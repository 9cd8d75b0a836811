import type { ResolvedConfig } from '../config/types.ts'
import { SDK_TYPE, SDK_VERSION } from '../core/constants.ts'
import { configuredImageUrl } from '../core/safe-image-url.ts'
import type { Network } from '../core/types.ts'
import { assetImageUrl } from '../services/wallet-image-url.ts'

/**
 * The image of a network, wherever the modal shows one: the host's `chainImages` entry for it, else the
 * network's own `assets.imageUrl`, else its `assets.imageId` served by the configured catalogue. Each
 * through the safe-image rule; undefined when none passes (the caller keeps its image-less look).
 */
export function networkImageUrl(config: ResolvedConfig, network: Network): string | undefined {
  const configured =
    configuredImageUrl(config.chainImages[network.caipNetworkId]) ??
    configuredImageUrl(network.assets?.imageUrl)
  if (configured) return configured
  const imageId = network.assets?.imageId
  const base = config.services.catalogueApi
  if (!imageId || !base) return undefined
  return assetImageUrl(base, imageId, { projectId: config.projectId, st: SDK_TYPE, sv: SDK_VERSION })
}
