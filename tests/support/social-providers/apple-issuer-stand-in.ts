import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose'
import type {
  AppleSigningKey,
  SocialProviderSettings,
} from '../../../server/email-auth/social/social-providers.ts'
import { escapeMarkup } from '../../../server/http/escape-markup.ts'
import { startHttpServer, type RunningServer } from '../../../server/http/start-http-server.ts'
import { answer, authorizationCodes } from './authorization-codes.ts'
import type { StandInPerson } from './oauth-provider-stand-ins.ts'

/** The client a web site signs in to Apple with: a Services ID. */
export const APPLE_SERVICES_ID = 'com.example.portkit.web'
/** The audience Apple wants in a client secret. */
export const APPLE_AUDIENCE = 'https://appleid.apple.com'
/** Apple refuses a client secret that lives longer than six months. */
export const APPLE_SECRET_MAX_SECONDS = 15_777_000

const TEAM_ID = 'TEAM123456'
const KEY_ID = 'KEY1234567'
const ID_TOKEN_SECONDS = 600

export interface AppleIssuerStandIn extends RunningServer {
  issuer: string
  /** The developer account's key for Sign in with Apple (team id, key id, the .p8 PEM), as a host sets it. */
  signingKey: AppleSigningKey
  /** Its public half, with which the token endpoint checks client secrets. */
  publicKey: KeyObject
  /** The server's settings for Apple at this stand-in: the Services ID, the issuer, the signing key. */
  settings: SocialProviderSettings
  signInAs(person: StandInPerson): void
  authorizeRequests: Record<string, string>[]
  /** Every client secret the token endpoint was sent, in order. */
  clientSecrets: string[]
}

/**
 * Sign in with Apple as a web site meets it (nothing of Apple's is reachable from the tests): Apple's
 * discovery document (response_modes_supported with form_post, scopes openid/email/name, client_secret_post
 * only, RS256 ID tokens), an authorize endpoint that refuses name or email without response_mode=form_post
 * and answers with a page posting code, state and, on a visitor's first authorization only, `user` (JSON
 * name and email) to the redirect URI; a token endpoint that takes the client secret only as an ES256 JWT
 * signed by the developer's key (kid the key id, iss the team, sub the Services ID, aud Apple, unexpired,
 * living at most six months), answering `{"error":"invalid_client"}` otherwise; ID tokens with Apple's
 * claims (email_verified as the string "true", no name).
 */
export async function startAppleIssuerStandIn(): Promise<AppleIssuerStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const signingKey = {
    teamId: TEAM_ID,
    keyId: KEY_ID,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
  const idTokenKey = await rsaKeyPair('apple-stand-in-key')
  const clientSecrets: string[] = []
  const codes = authorizationCodes<StandInPerson>({
    clientId: APPLE_SERVICES_ID,
    isClient: async (_request, form) => {
      const secret = form.get('client_secret') ?? ''
      clientSecrets.push(secret)
      return form.get('client_id') === APPLE_SERVICES_ID && isClientSecret(secret, publicKey)
    },
  })
  const authorizedBefore = new Set<string>()
  let person: StandInPerson | undefined
  let issuer = ''

  const server = await startHttpServer((baseUrl) => {
    issuer = `${baseUrl}/apple`
    return async (request, response) => {
      const url = new URL(request.url ?? '/', baseUrl)
      const route = `${request.method} ${url.pathname.slice('/apple'.length)}`
      if (route === 'GET /.well-known/openid-configuration') return answer(response, 200, discovery(issuer))
      if (route === 'GET /auth/keys') return answer(response, 200, { keys: [idTokenKey.jwk] })
      if (route === 'GET /auth/authorize') {
        if (!person) return answer(response, 500, { error: 'The test chose nobody to sign in' })
        return authorize(url, person, response)
      }
      if (route !== 'POST /auth/token') return answer(response, 404, { error: 'not_found' })
      const redeemed = await codes.redeem(request)
      // Apple's token errors carry the code alone.
      if ('error' in redeemed) return answer(response, 400, { error: redeemed.error })
      answer(response, 200, {
        access_token: 'stand-in',
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: 'stand-in-refresh',
        id_token: await idTokenFor(redeemed.grant.user, redeemed.grant.nonce),
      })
    }
  })

  function authorize(url: URL, signingIn: StandInPerson, response: ServerResponse): void {
    const scopes = (url.searchParams.get('scope') ?? '').split(' ')
    const asksUser = scopes.includes('name') || scopes.includes('email')
    if (asksUser && url.searchParams.get('response_mode') !== 'form_post')
      return answer(response, 400, {
        error: 'invalid_request',
        error_description: 'response_mode must be form_post when name or email scope is requested.',
      })
    const issued = codes.issue(url, signingIn)
    if ('error' in issued) return answer(response, 400, issued)
    const first = !authorizedBefore.has(signingIn.id)
    authorizedBefore.add(signingIn.id)
    const [firstName = '', ...rest] = signingIn.name.split(' ')
    const user = {
      ...(scopes.includes('name') ? { name: { firstName, lastName: rest.join(' ') } } : {}),
      ...(scopes.includes('email') ? { email: signingIn.email } : {}),
    }
    formPostPage(response, issued.params.redirect_uri!, {
      code: issued.code,
      ...(issued.params.state === undefined ? {} : { state: issued.params.state }),
      ...(first && asksUser ? { user: JSON.stringify(user) } : {}),
    })
  }

  async function idTokenFor(user: StandInPerson, nonce: string | undefined): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({
      ...(nonce === undefined ? {} : { nonce }),
      nonce_supported: true,
      email: user.email,
      email_verified: 'true',
      is_private_email: 'false',
      auth_time: now,
    })
      .setProtectedHeader({ alg: 'RS256', kid: idTokenKey.jwk.kid! })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience(APPLE_SERVICES_ID)
      .setIssuedAt(now)
      .setExpirationTime(now + ID_TOKEN_SECONDS)
      .sign(idTokenKey.privateKey)
  }

  return {
    ...server,
    get issuer() {
      return issuer
    },
    signingKey,
    publicKey,
    get settings() {
      return { clientId: APPLE_SERVICES_ID, issuer, signingKey }
    },
    authorizeRequests: codes.authorizeRequests,
    clientSecrets,
    signInAs: (next) => void (person = next),
  }
}

/** What "Creating a client secret" asks of it, checked against the developer key's public half. */
async function isClientSecret(secret: string, publicKey: KeyObject): Promise<boolean> {
  try {
    const { payload, protectedHeader } = await jwtVerify(secret, publicKey, {
      algorithms: ['ES256'],
      issuer: TEAM_ID,
      subject: APPLE_SERVICES_ID,
      audience: APPLE_AUDIENCE,
      requiredClaims: ['iat', 'exp'],
    })
    return protectedHeader.kid === KEY_ID && payload.exp! - payload.iat! <= APPLE_SECRET_MAX_SECONDS
  } catch {
    return false
  }
}

/** Apple's own discovery document (https://appleid.apple.com/.well-known/openid-configuration) at `issuer`. */
function discovery(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth/authorize`,
    token_endpoint: `${issuer}/auth/token`,
    revocation_endpoint: `${issuer}/auth/revoke`,
    jwks_uri: `${issuer}/auth/keys`,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'name'],
    token_endpoint_auth_methods_supported: ['client_secret_post'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'iat',
      'is_private_email',
      'iss',
      'nonce',
      'nonce_supported',
      'real_user_status',
      'sub',
      'transfer_sub',
    ],
  }
}

/** The page that posts the answer to the site as soon as it loads. */
function formPostPage(response: ServerResponse, action: string, fields: Record<string, string>): void {
  const inputs = Object.entries(fields).map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${escapeMarkup(value)}"/>`,
  )
  response.statusCode = 200
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.end(`<!doctype html>
<html><head><title>Sign in with Apple</title></head>
<body onload="document.forms[0].submit()">
<form method="post" action="${escapeMarkup(action)}">
${inputs.join('\n')}
</form></body></html>`)
}

async function rsaKeyPair(kid: string): Promise<{ privateKey: CryptoKey; jwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  return { privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } }
}
