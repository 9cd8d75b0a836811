import { timingSafeEqual } from 'node:crypto'
import { isEmail } from '../../runtime/core/validation/frame-fields.ts'
import { badRequest } from '../http/api-error.ts'

/** The address an account is kept under: trimmed and lower case; a clear 400 when it is no email. */
export function normaliseEmail(email: unknown): string {
  if (!isEmail(email)) throw badRequest('email', 'A valid email address is required')
  return email.trim().toLowerCase()
}

/** Whether a secret the caller sent (a login id, a code hash) is `expected`, in constant time. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

/** The longest app name a mail shows; a longer one is cut. */
export const APP_NAME_MAX_LENGTH = 64

/**
 * The app name the frame synced (its metadata), as inert plain text for a mail: control characters (line
 * breaks that could add headers or lines) become spaces, runs of space one, and it is cut to
 * APP_NAME_MAX_LENGTH. Undefined when there is no name to show.
 */
export function appDisplayName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = [
    ...value
      .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
  return text.length > 0 ? text.slice(0, APP_NAME_MAX_LENGTH).join('').trim() : undefined
}
