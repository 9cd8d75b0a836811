import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants.ts'
import { EmailLoginCooldownError } from '../errors.ts'

/** Whole seconds left before another email login may start; 0 when it may start now. */
export function emailLoginSecondsLeft(lastLoginAt: number | undefined, now: number): number {
  if (lastLoginAt === undefined) return 0
  const remaining = lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - now
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/** Throws 'Please try again after {n} seconds' within 30 s of the last email login (spec section 5). */
export function assertEmailLoginAllowed(lastLoginAt: number | undefined, now = Date.now()): void {
  const seconds = emailLoginSecondsLeft(lastLoginAt, now)
  if (seconds > 0) throw new EmailLoginCooldownError(seconds)
}
