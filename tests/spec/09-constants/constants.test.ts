import { describe, expect, it } from 'vitest'
import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  PAIRING_RETRY_MS,
} from '../../../runtime/controllers/pairing-rules.ts'
import * as constants from '../../../runtime/core/constants.ts'
import { formatRelativeTime } from '../../../runtime/core/i18n/intl-format.ts'
import { CHAIN_NAMESPACES } from '../../../runtime/core/types.ts'

const c = constants

describe('spec 9: time', () => {
  it('email login cooldown 30 s', () => {
    expect(c.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    // Frame wait after ready 500 ms; frame timeout 30000 ms for connect email, device, OTP, social.
    expect(c.FRAME_READY_WAIT_MS).toBe(500)
    expect(c.FRAME_TIMEOUT_MS).toBe(30_000)
  })

  it('pairing expiry 4 min; expired within 10 s of expiry; retry after 1 s', () => {
    expect(PAIRING_EXPIRY_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(PAIRING_RETRY_MS).toBe(1_000)
  })

  it('cache expiry: balance 30 s, native balance 30 s, name 5 min, identity 5 min; balance retry block 30 s', () => {
    expect(c.CACHE_EXPIRY_MS).toEqual({
      balance: 30_000,
      nativeBalance: 30_000,
      name: 300_000,
      identity: 300_000,
    })
    expect(c.BALANCE_RETRY_BLOCK_MS).toBe(30_000)
  })

  it('notification reopen 150 ms, image preload 2 s, debounce 500 ms', () => {
    expect(c.NOTIFICATION_REOPEN_MS).toBe(150)
    expect(c.IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
    expect(c.DEBOUNCE_MS).toBe(500)
  })

  it('pending-transaction watcher polls every 30 s and stops at 99 pending; confirmation wait 25 s', () => {
    expect(c.PENDING_TRANSACTIONS_POLL_MS).toBe(30_000)
    expect(c.PENDING_TRANSACTIONS_LIMIT).toBe(99)
    expect(c.TRANSACTION_CONFIRMATION_WAIT_MS).toBe(25_000)
  })

  it('unsafe-not-allowed error after 300 ms', () => {
    expect(c.RPC_NOT_ALLOWED_ERROR_DELAY_MS).toBe(300)
  })
})

describe('spec 9: sizes and numbers', () => {
  it('recent wallets 2', () => {
    expect(c.RECENT_WALLETS_MAX).toBe(2)
  })

  it('wallet pages: 4 recommended, 40 per page, search 100, images prefetched for the first 20', () => {
    expect(c.WALLET_PAGES).toEqual({ recommended: 4, perPage: 40, search: 100, prefetchedImages: 20 })
  })

  it('balance 3 decimals, token totals 2, transfer amounts 3', () => {
    expect(c.DISPLAY_DECIMALS).toEqual({ balance: 3, tokenTotals: 2, transferAmounts: 3 })
  })

  it('default chain id 1', () => {
    expect(c.DEFAULT_CHAIN_ID).toBe(1)
  })

  it('supported namespaces eip155, solana, polkadot, bip122', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
  })

  it('namespaces: balance eip155 and solana; names and activity eip155 only; on-ramp eip155 and solana', () => {
    expect(c.FEATURE_NAMESPACES).toEqual({
      balance: ['eip155', 'solana'],
      names: ['eip155'],
      activity: ['eip155'],
      onramp: ['eip155', 'solana'],
    })
  })
})

describe('spec 9: relative time labels sec, min, hr, d, mo, yr', () => {
  const now = 1_700_000_000_000
  it.each([
    [0, '0 sec'],
    [5_000, '5 sec'],
    [59_999, '59 sec'],
    [60_000, '1 min'],
    [3 * 3_600_000, '3 hr'],
    [2 * 86_400_000, '2 d'],
    [45 * 86_400_000, '1 mo'],
    [800 * 86_400_000, '2 yr'],
  ])('%i ms ago -> %s', (ago, label) => {
    expect(formatRelativeTime(now - ago, now)).toBe(label)
  })

  it('the labels', () => {
    expect(c.RELATIVE_TIME_LABELS).toEqual(['sec', 'min', 'hr', 'd', 'mo', 'yr'])
  })
})
