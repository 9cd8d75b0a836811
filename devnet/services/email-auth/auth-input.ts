import { timingSafeEqual } from 'node:crypto'
import { isEmail } from '../../../runtime/core/validation/frame-fields.ts'
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
