/** WalletConnect pairing constants and rules of spec sections 4 and 9. */

/** A pairing URI is offered for 4 minutes. */
export const PAIRING_EXPIRY_MS = 4 * 60_000
/** It counts as expired 10 seconds before that, so a visitor never scans a URI that dies mid-approval. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** After a failed pairing a fresh one is offered 1 second later. */
export const PAIRING_RETRY_MS = 1_000

export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || now >= expiry - PAIRING_EXPIRY_MARGIN_MS
}

/**
 * Telegram's in-app browser and iOS Safari suspend the page while the visitor is in the wallet app; a
 * new pairing on return would replace the one being approved, so there the pending one is kept
 * (spec section 4).
 */
export function keepsPendingPairing(userAgent: string, hasTelegramWebApp: boolean): boolean {
  if (hasTelegramWebApp || /Telegram/i.test(userAgent)) return true
  const ios = /iPhone|iPad|iPod/.test(userAgent)
  // Other iOS browsers name themselves (CriOS, FxiOS, EdgiOS...); Safari does not.
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
}

/** keepsPendingPairing for the page's own browser (its user agent, Telegram's WebApp object). */
export function browserKeepsPendingPairing(): boolean {
  const userAgent = globalThis.navigator?.userAgent ?? ''
  return keepsPendingPairing(
    userAgent,
    Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp),
  )
}
