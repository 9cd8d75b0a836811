import type { WalletEntry } from '../core/types.ts'
import type { CoreStringKey } from '../core/i18n/core-strings.ts'

/** Ways to reach a wallet from the per-wallet view, in the order they are offered. */
export type WalletPlatform = 'mobile' | 'qrcode' | 'desktop' | 'web'

/** Each platform's tab label: a key of the core strings. */
export const PLATFORM_LABELS = {
  mobile: 'platformMobile',
  qrcode: 'platformQrcode',
  desktop: 'platformDesktop',
  web: 'platformWeb',
} as const satisfies Record<WalletPlatform, CoreStringKey>

/**
 * On a phone: the wallet's app link, then its web app. On a computer: the QR code to scan with the
 * phone, then the desktop app, then the web app.
 */
export function walletPlatforms(wallet: WalletEntry, isMobile: boolean): WalletPlatform[] {
  const platforms: WalletPlatform[] = isMobile
    ? [...(wallet.mobile_link ? (['mobile'] as const) : [])]
    : ['qrcode', ...(wallet.desktop_link ? (['desktop'] as const) : [])]
  if (wallet.webapp_link) platforms.push('web')
  // A phone with neither link can still show the code to another device.
  return platforms.length > 0 ? platforms : ['qrcode']
}
