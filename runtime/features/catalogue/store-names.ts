import type { WalletStores } from '../../core/types.ts'

/**
 * The stores a wallet is got from, in the order offered, by their own names: brand names, the same in every
 * language, so they are not in the translation catalogues.
 */
export const STORE_NAMES = {
  ios: 'App Store',
  android: 'Google Play',
  chrome: 'Chrome Web Store',
  firefox: 'Firefox Add-ons',
  edge: 'Edge Add-ons',
  safari: 'Mac App Store',
} as const satisfies Record<keyof WalletStores, string>
