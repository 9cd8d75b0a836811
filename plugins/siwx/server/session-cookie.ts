import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { SiwxServiceSession } from './siwx-service.ts'

/** The session cookie's name and the secret its HMAC is keyed with. */
export interface CookieKeys {
  name: string
  secret: string
}

const mac = (keys: CookieKeys, value: string) =>
  createHmac('sha256', keys.secret).update(value).digest('base64url')

/** `Set-Cookie` value for a session: its id and an HMAC of it; expires with the session. */
export function sessionCookie(keys: CookieKeys, session: SiwxServiceSession, secure: boolean): string {
  const parts = [`${keys.name}=${session.id}.${mac(keys, session.id)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']
  const expires = session.data.expirationTime
  if (expires) parts.push(`Expires=${new Date(expires).toUTCString()}`)
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

/** `Set-Cookie` value that clears the session cookie (a revoked session). */
export const clearedCookie = (keys: CookieKeys) => `${keys.name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`

/** The session id of a cookie whose HMAC holds, else undefined (a forged or altered cookie). */
export function cookieSessionId(keys: CookieKeys, request: IncomingMessage): string | undefined {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${keys.name}=`))
  const value = cookie?.slice(keys.name.length + 1) ?? ''
  const [id, signature] = value.split('.')
  if (!id || !signature) return undefined
  const expected = Buffer.from(mac(keys, id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined
}
