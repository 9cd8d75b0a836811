import type { ResolvedConfig } from '../config/types.ts'
import { SDK_TYPE, SDK_VERSION } from '../core/constants.ts'
import { walletImageUrl } from '../services/wallet-image-url.ts'
import type { WalletEntry } from '../core/types.ts'

/**
 * Image of a wallet entry (a catalogue or custom wallet): from the configured catalogue, or a host's data:
 * URI. Nothing else is loaded.
 */
export function walletEntryImageUrl(config: ResolvedConfig, wallet: WalletEntry): string | undefined {
  const base = config.services.catalogueApi
  if (wallet.image_url) {
    const safe =
      wallet.image_url.startsWith('data:image/') ||
      (base && wallet.image_url.startsWith(`${base.replace(/\/$/, '')}/`))
    return safe ? wallet.image_url : undefined
  }
  if (!wallet.image_id || !base) return undefined
  return walletImageUrl(base, wallet.image_id, { projectId: config.projectId, st: SDK_TYPE, sv: SDK_VERSION })
}
