import { generateKeyPairSync } from 'node:crypto'
import { decodeJwt, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  APPLE_AUDIENCE,
  APPLE_SECRET_SECONDS,
  appleClientSecrets,
  appleSigningKeyObject,
} from '../../../server/email-auth/social/apple-client-secret.ts'
import { appleUserName } from '../../../server/email-auth/social/apple-user.ts'

// Issue 28, deliver 7: the parts of Sign in with Apple that need no issuer: the client secret the server
// signs ("Creating a client secret": ES256, kid, iss, sub, aud, iat, exp) checked with jose against the
// key's public half, and the name read from the `user` field Apple posts on a first sign-in.

const SERVICES_ID = 'com.example.portkit.web'
const pem = (type: 'ec' | 'rsa', namedCurve = 'prime256v1') => {
  const { privateKey, publicKey } =
    type === 'ec'
      ? generateKeyPairSync('ec', { namedCurve })
      : generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey }
}
const key = pem('ec')
const signingKey = { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKey: key.privateKey }

describe('Apple’s client secret', () => {
  it('is an ES256 JWT of the developer’s key: kid the key id, iss the team, sub the Services ID, aud Apple, an hour long', async () => {
    const at = Date.UTC(2030, 0, 1, 12)
    const secret = appleClientSecrets(SERVICES_ID, signingKey, () => at)()
    const { payload, protectedHeader } = await jwtVerify(secret, key.publicKey, {
      currentDate: new Date(at),
    })
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
    expect(payload).toEqual({
      iss: 'TEAM123456',
      sub: SERVICES_ID,
      aud: APPLE_AUDIENCE,
      iat: at / 1000,
      exp: at / 1000 + APPLE_SECRET_SECONDS,
    })
  })

  it('is the same secret while it is good, and a new one from 5 minutes before it expires', () => {
    let now = Date.UTC(2030, 0, 1, 12)
    const secrets = appleClientSecrets(SERVICES_ID, signingKey, () => now)
    const first = secrets()
    now += (APPLE_SECRET_SECONDS - 301) * 1000
    expect(secrets()).toBe(first)
    now += 1000
    const second = secrets()
    expect(second).not.toBe(first)
    expect(decodeJwt(second).iat).toBe(now / 1000)
  })

  it.each([
    ['not PEM', 'hush-hush-not-a-key', 'Apple’s signing key is not a PEM private key'],
    ['an RSA key', pem('rsa').privateKey, 'Apple’s signing key is not an EC P-256 key'],
    ['a P-384 key', pem('ec', 'secp384r1').privateKey, 'Apple’s signing key is not an EC P-256 key'],
  ])('refuses a key that is %s when made, without quoting it', (_case, privateKey, message) => {
    const refusal = (() => {
      try {
        appleSigningKeyObject(privateKey)
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(refusal).toContain(message)
    expect(refusal).not.toContain(privateKey.slice(0, 12))
    expect(() => appleClientSecrets(SERVICES_ID, { ...signingKey, privateKey }, Date.now)).toThrow(message)
  })
})

describe('the name Apple posts on a first sign-in (`user`)', () => {
  it.each([
    ['first and last name', { name: { firstName: 'Ada', lastName: 'Lovelace' } }, 'Ada Lovelace'],
    ['a first name only', { name: { firstName: 'Ada' }, email: 'ada@example.test' }, 'Ada'],
    [
      'control characters and runs of spaces',
      { name: { firstName: ' Ada\u0000\n', lastName: '  L ' } },
      'Ada L',
    ],
    ['no name (only email asked for)', { email: 'ada@example.test' }, ''],
    ['a name that is not text', { name: { firstName: 42, lastName: ['x'] } }, ''],
    ['not an object', 'Ada', ''],
  ])('%s', (_case, user, name) => {
    expect(appleUserName(JSON.stringify(user))).toBe(name)
  })

  it('is capped at 100 characters, and nothing when the field is missing or not JSON', () => {
    const long = JSON.stringify({ name: { firstName: 'A'.repeat(150) } })
    expect(appleUserName(long)).toHaveLength(100)
    expect(appleUserName(null)).toBe('')
    expect(appleUserName('{"name":')).toBe('')
  })
})
