import { createPrivateKey, randomBytes, type KeyObject } from 'node:crypto'
import { ecP256PrivateKey, signJwt, type JwtAlgorithm } from '../../crypto/sign-jwt.ts'

/** A CDP secret API key's private key and the JWS algorithm CDP expects for its kind. */
export interface CdpSigningKey {
  key: KeyObject
  alg: JwtAlgorithm
}

/** How long a request's JWT is valid, as CDP's own SDKs make them. */
export const CDP_JWT_LIFETIME_SECONDS = 120

/**
 * The private key of a CDP secret API key as CDP issues it: an EC P-256 key in PEM (signs ES256), or an
 * Ed25519 key in base64, its 32-byte seed then its 32-byte public key (signs EdDSA). A PEM on one line with
 * `\n` escapes, as environment files hold it, is read too. Throws, without the key, when it is neither.
 */
export function cdpSigningKey(secret: string): CdpSigningKey {
  const text = secret.trim().replaceAll('\\n', '\n')
  if (text.startsWith('-----BEGIN')) return { key: ecP256PrivateKey(text, 'the PEM key'), alg: 'ES256' }
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0)
  if (bytes.length !== 64) throw new Error('the key is neither a PEM nor 64 bytes of Ed25519 key in base64')
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: bytes.subarray(0, 32).toString('base64url'),
      x: bytes.subarray(32).toString('base64url'),
    },
  })
  return { key, alg: 'EdDSA' }
}

/**
 * CDP's bearer token for one request: issuer `cdp`, subject and `kid` the key's name, a fresh nonce, valid
 * from now for CDP_JWT_LIFETIME_SECONDS, and only for `uri`, the request's method, host and path.
 */
export function cdpBearerToken(keyName: string, signing: CdpSigningKey, method: string, url: URL): string {
  const now = Math.floor(Date.now() / 1000)
  return signJwt(
    signing.alg,
    { kid: keyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') },
    {
      iss: 'cdp',
      sub: keyName,
      nbf: now,
      exp: now + CDP_JWT_LIFETIME_SECONDS,
      uri: `${method} ${url.host}${url.pathname}`,
    },
    signing.key,
  )
}
