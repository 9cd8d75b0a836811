import type { KeyObject } from 'node:crypto'
import { ecP256PrivateKey, signJwt } from '../../crypto/sign-jwt.ts'
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
 * The .p8 key Apple gives for Sign in with Apple: a PKCS #8 PEM EC P-256 key (ES256). Throws an Error that
 * says what is wrong without quoting the key.
 */
export function appleSigningKeyObject(pem: string): KeyObject {
  return ecP256PrivateKey(pem, 'Apple’s signing key')
}

/**
 * Apple's client secret for `clientId` (the Services ID), as "Creating a client secret" describes it: an
 * ES256 JWT with `kid` the key id, `iss` the team id, `sub` the client id, `aud` Apple, `iat` and `exp`.
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
      current = { secret: signJwt('ES256', { kid: signingKey.keyId }, claims, key), expiresAt }
    }
    return current.secret
  }
}
