import { createPrivateKey, sign, type KeyObject } from 'node:crypto'
import type { AppleSigningKey } from './social-providers.ts'

/** Apple's token endpoint, the audience of every client secret. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com'

/**
 * Apple takes secrets living up to six months (15777000 s); ours live an hour (minting one costs well
 * under a millisecond, and a secret that leaks is good for no longer), and are made anew 5 minutes
 * before that, so none expires on its way to Apple.
 */
export const APPLE_SECRET_SECONDS = 3_600
const RENEW_SECONDS_BEFORE_EXPIRY = 300

/**
 * The .p8 key Apple gives for Sign in with Apple: a PKCS #8 PEM EC P-256 key (ES256). Throws a TypeError
 * that says what is wrong without quoting the key.
 */
export function appleSigningKeyObject(pem: string): KeyObject {
  let key: KeyObject
  try {
    key = createPrivateKey(pem)
  } catch {
    throw new TypeError('Apple’s signing key is not a PEM private key')
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new TypeError('Apple’s signing key is not an EC P-256 key, as the .p8 keys Apple gives are')
  return key
}

/**
 * Apple's client secret for `clientId` (the Services ID), as "Creating a client secret" describes it: an
 * ES256 JWT with `kid` the key id, `iss` the team id, `sub` the client id, `aud` Apple, `iat` and `exp`.
 * Signed with node:crypto (IEEE P1363 signatures are JWS's ES256 form), so no JWT package is needed.
 * Returns the current secret, minting a new one as the last nears its expiry; `now` is ms, as Date.now.
 */
export function appleClientSecrets(
  clientId: string,
  signingKey: AppleSigningKey,
  now: () => number = Date.now,
): () => string {
  const key = appleSigningKeyObject(signingKey.privateKey)
  let current: { secret: string; expiresAt: number } | undefined
  return () => {
    const seconds = Math.floor(now() / 1000)
    if (!current || current.expiresAt - RENEW_SECONDS_BEFORE_EXPIRY <= seconds) {
      const expiresAt = seconds + APPLE_SECRET_SECONDS
      const claims = {
        iss: signingKey.teamId,
        iat: seconds,
        exp: expiresAt,
        aud: APPLE_AUDIENCE,
        sub: clientId,
      }
      current = { secret: es256Jwt({ alg: 'ES256', kid: signingKey.keyId }, claims, key), expiresAt }
    }
    return current.secret
  }
}

function es256Jwt(header: object, claims: object, key: KeyObject): string {
  const input = `${base64url(header)}.${base64url(claims)}`
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
  return `${input}.${signature.toString('base64url')}`
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
