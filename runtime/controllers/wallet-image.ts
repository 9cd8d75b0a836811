import { configuredImageUrl, safeImageUrl } from '../core/safe-image-url.ts'
import type { ResolvedConfig } from '../config/types.ts'
import { SDK_TYPE, SDK_VERSION } from '../core/constants.ts'
import { walletImageUrl } from '../services/wallet-image-url.ts'
import type { WalletEntry } from '../core/types.ts'

/**
 * Image of a wallet entry: a custom wallet's `image_url` as the host configured it (the host chose that
 * server), else from the configured catalogue or inline. An `image_url` from anywhere else is not loaded.
 */
export function walletEntryImageUrl(config: ResolvedConfig, wallet: WalletEntry): string | undefined {
  const base = config.services.catalogueApi
  if (wallet.image_url) {
    const configured = config.customWallets.some(
      (custom) => custom.id === wallet.id && custom.image_url === wallet.image_url,
    )
    return configured ? configuredImageUrl(wallet.image_url) : safeImageUrl(wallet.image_url, [base])
  }
  if (!wallet.image_id || !base) return undefined
  return walletImageUrl(base, wallet.image_id, { projectId: config.projectId, st: SDK_TYPE, sv: SDK_VERSION })
}
