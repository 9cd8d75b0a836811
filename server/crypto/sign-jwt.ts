import { createPrivateKey, sign, type KeyObject } from 'node:crypto'

/** The JWS algorithms the server signs with: ES256 (EC P-256 keys) and EdDSA (Ed25519 keys). */
export type JwtAlgorithm = 'ES256' | 'EdDSA'

/**
 * A compact JWS (RFC 7515) of `claims`, signed with node:crypto: ES256 as JWS wants it (the IEEE P1363
 * form of the signature), EdDSA as Ed25519 signs. `header` adds to `alg` (kid, typ, nonce …).
 */
export function signJwt(alg: JwtAlgorithm, header: object, claims: object, key: KeyObject): string {
  const input = `${base64url({ alg, ...header })}.${base64url(claims)}`
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
      : sign(null, Buffer.from(input), key)
  return `${input}.${signature.toString('base64url')}`
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * An EC P-256 private key from its PEM (Apple's .p8 keys, CDP's ES256 keys). Throws an Error saying what is
 * wrong, `what` naming the key, never quoting it.
 */
export function ecP256PrivateKey(pem: string, what: string): KeyObject {
  let key: KeyObject
  try {
    key = createPrivateKey(pem)
  } catch {
    throw new Error(`${what} is not a PEM private key`)
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error(`${what} is not an EC P-256 key`)
  return key
}
