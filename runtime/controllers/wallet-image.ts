import { safeImageUrl } from '../core/safe-image-url.ts'
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
  if (wallet.image_url) return safeImageUrl(wallet.image_url, [base])
  if (!wallet.image_id || !base) return undefined
  return walletImageUrl(base, wallet.image_id, { projectId: config.projectId, st: SDK_TYPE, sv: SDK_VERSION })
}
