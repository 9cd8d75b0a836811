import { InvalidFrameFieldError } from '../errors.ts'
import type { ThemeMode } from '../types.ts'

/** Checks on what the page sends to the secure frame (spec section 5). */

/** Social providers the frame accepts (farcaster has its own flow). */
export const FRAME_SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type FrameSocialProvider = (typeof FRAME_SOCIAL_PROVIDERS)[number]

// One @, no spaces, a dot in the domain part: what the frame's own schema accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL.test(value)
}

export function isOtp(value: unknown): value is string {
  return typeof value === 'string'
}

export function isFrameSocialProvider(value: unknown): value is FrameSocialProvider {
  return (FRAME_SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
}

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark'
}

export function assertEmail(value: unknown): string {
  if (!isEmail(value)) throw new InvalidFrameFieldError('email')
  return value
}

export function assertOtp(value: unknown): string {
  if (!isOtp(value)) throw new InvalidFrameFieldError('otp')
  return value
}

export function assertFrameSocialProvider(value: unknown): FrameSocialProvider {
  if (!isFrameSocialProvider(value)) throw new InvalidFrameFieldError('provider')
  return value
}

export function assertThemeMode(value: unknown): ThemeMode {
  if (!isThemeMode(value)) throw new InvalidFrameFieldError('themeMode')
  return value
}
