import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../runtime/core/constants.ts'
import { EmailLoginCooldownError } from '../../../runtime/core/errors.ts'
import {
  assertEmailLoginAllowed,
  emailLoginSecondsLeft,
} from '../../../runtime/core/validation/email-cooldown.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const LAST_LOGIN = 1_700_000_000_000

describe("spec 5: email login cooldown 30 s, 'Please try again after {n} seconds'", () => {
  it('is 30 seconds', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
  })

  it('right after a login: 30 seconds', () => {
    vi.setSystemTime(LAST_LOGIN)
    expect(() => assertEmailLoginAllowed(LAST_LOGIN)).toThrowError('Please try again after 30 seconds')
  })

  it('n is the remaining seconds rounded up', () => {
    vi.setSystemTime(LAST_LOGIN + 10_001)
    expect(() => assertEmailLoginAllowed(LAST_LOGIN)).toThrowError('Please try again after 20 seconds')
    vi.setSystemTime(LAST_LOGIN + 29_999)
    expect(() => assertEmailLoginAllowed(LAST_LOGIN)).toThrowError('Please try again after 1 seconds')
  })

  it('carries n as a number', () => {
    vi.setSystemTime(LAST_LOGIN + 25_500)
    try {
      assertEmailLoginAllowed(LAST_LOGIN)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(EmailLoginCooldownError)
      expect((error as EmailLoginCooldownError).seconds).toBe(5)
    }
  })

  it('allowed again from 30 s on, and when no login happened before', () => {
    vi.setSystemTime(LAST_LOGIN + 30_000)
    expect(() => assertEmailLoginAllowed(LAST_LOGIN)).not.toThrow()
    expect(() => assertEmailLoginAllowed(undefined)).not.toThrow()
    expect(emailLoginSecondsLeft(LAST_LOGIN, LAST_LOGIN + 45_000)).toBe(0)
  })
})
