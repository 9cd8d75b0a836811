import { describe, expect, it } from 'vitest'
import {
  isPairingExpired,
  keepsPendingPairing,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  PAIRING_RETRY_MS,
} from '../../../runtime/controllers/pairing-rules.ts'

describe('spec 9: pairing expiry 4 min; counted expired within 10 s of expiry; retry after 1 s', () => {
  it('has the three constants', () => {
    expect([PAIRING_EXPIRY_MS, PAIRING_EXPIRY_MARGIN_MS, PAIRING_RETRY_MS]).toEqual([240_000, 10_000, 1_000])
  })

  it.each([
    ['well before expiry', 1_000_000 - 10_001, false],
    ['exactly 10 s before expiry', 1_000_000 - 10_000, true],
    ['within the last 10 s', 1_000_000 - 1, true],
    ['after expiry', 1_000_001, true],
  ])('%s', (_name, now, expired) => {
    expect(isPairingExpired(1_000_000, now)).toBe(expired)
  })

  it('a pairing that never got an expiry counts as expired', () => {
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })
})

describe('spec 4: which browsers keep a pending pairing (Telegram, iOS Safari)', () => {
  const SAFARI_IOS =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
  const CHROME_IOS =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1'
  const FIREFOX_IOS =
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15'
  const SAFARI_MAC =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
  const CHROME_ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
  const TELEGRAM_ANDROID = `${CHROME_ANDROID} Telegram-Android/10.11.2`

  it.each([
    ['Safari on an iPhone', SAFARI_IOS, false, true],
    ['Chrome on an iPhone', CHROME_IOS, false, false],
    ['Firefox on an iPad', FIREFOX_IOS, false, false],
    ['Safari on a Mac', SAFARI_MAC, false, false],
    ['Chrome on Android', CHROME_ANDROID, false, false],
    ["Telegram's in-app browser", TELEGRAM_ANDROID, false, true],
    ['a Telegram mini app (window.Telegram.WebApp)', CHROME_ANDROID, true, true],
  ])('%s', (_name, userAgent, telegramWebApp, keeps) => {
    expect(keepsPendingPairing(userAgent, telegramWebApp)).toBe(keeps)
  })
})
