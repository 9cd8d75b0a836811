import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose'
import type { SocialProviderSettings } from '../../../server/email-auth/social/social-providers.ts'
import { startHttpServer, type RunningServer } from '../../../server/http/start-http-server.ts'
import { answer, authorizationCodes, STAND_IN_CLIENT } from './authorization-codes.ts'
import type { StandInPerson } from './oauth-provider-stand-ins.ts'

/** What the next ID tokens get wrong, for the relying party to catch. */
export type IdTokenDefect = 'tampered' | 'foreign-key' | 'wrong-nonce' | 'wrong-audience' | 'expired'

export interface OidcIssuerStandIn extends RunningServer {
  issuer: string
  /** The server's settings for a provider at this issuer (Google's or Apple's shape). */
  settings: SocialProviderSettings
  signInAs(person: StandInPerson): void
  /** Issue ID tokens with `defect` from now on (undefined: genuine ones again). */
  issueIdTokens(defect: IdTokenDefect | undefined): void
  authorizeRequests: Record<string, string>[]
}

const ID_TOKEN_SECONDS = 300

/**
 * An OpenID Connect issuer with Google's shape (discovery at `<issuer>/.well-known/openid-configuration`,
 * ES256 ID tokens carrying email, email_verified and name, no RFC 9207 `iss` in the callback) whose ID
 * tokens can be made wrong on purpose, which oidc-provider never does.
 */
export async function startOidcIssuerStandIn(): Promise<OidcIssuerStandIn> {
  const codes = authorizationCodes<StandInPerson>()
  const signing = await keyPair('stand-in-key')
  const foreign = await keyPair('foreign-key')
  let person: StandInPerson | undefined
  let defect: IdTokenDefect | undefined
  let issuer = ''

  const server = await startHttpServer((baseUrl) => {
    issuer = `${baseUrl}/google`
    return async (request, response) => {
      const url = new URL(request.url ?? '/', baseUrl)
      const route = `${request.method} ${url.pathname.slice('/google'.length)}`
      if (route === 'GET /.well-known/openid-configuration') return answer(response, 200, discovery(issuer))
      if (route === 'GET /jwks') return answer(response, 200, { keys: [signing.jwk] })
      if (route === 'GET /authorize') {
        if (!person) return answer(response, 500, { error: 'The test chose nobody to sign in' })
        return codes.authorize(url, person, response)
      }
      if (route !== 'POST /token') return answer(response, 404, { error: 'not_found' })
      const redeemed = await codes.redeem(request)
      if ('error' in redeemed) return answer(response, 400, redeemed)
      const { user, nonce } = redeemed.grant
      const idToken = await idTokenFor(user, nonce ?? '')
      answer(response, 200, {
        access_token: 'stand-in',
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      })
    }
  })

  async function idTokenFor(user: StandInPerson, nonce: string): Promise<string> {
    const now = Math.floor(Date.now() / 1000) - (defect === 'expired' ? 2 * ID_TOKEN_SECONDS : 0)
    const claims = {
      nonce: defect === 'wrong-nonce' ? 'another-sign-in' : nonce,
      email: user.email,
      email_verified: user.emailVerified,
      name: user.name,
    }
    const key = defect === 'foreign-key' ? foreign : signing
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: key.jwk.kid! })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience(defect === 'wrong-audience' ? 'another-client' : STAND_IN_CLIENT.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + ID_TOKEN_SECONDS)
      .sign(key.privateKey)
    return defect === 'tampered' ? withEmail(token, 'mallory@example.test') : token
  }

  return {
    ...server,
    get issuer() {
      return issuer
    },
    get settings() {
      return { ...STAND_IN_CLIENT, issuer }
    },
    authorizeRequests: codes.authorizeRequests,
    signInAs: (next) => void (person = next),
    issueIdTokens: (next) => void (defect = next),
  }
}

function discovery(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    code_challenge_methods_supported: ['S256'],
  }
}

async function keyPair(kid: string): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } }
}

/** The same signature over a payload changed afterwards: what a forger without the key can make. */
function withEmail(token: string, email: string): string {
  const [header, payload, signature] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
  return [header, Buffer.from(JSON.stringify({ ...claims, email })).toString('base64url'), signature].join(
    '.',
  )
}
