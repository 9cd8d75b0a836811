import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readText } from '../../../server/http/read-json-body.ts'

/** The client every stand-in registers: a confidential one, as a host registers with GitHub or Discord. */
export const STAND_IN_CLIENT = { clientId: 'portkit-test-client', clientSecret: 'stand-in-secret' } as const

/** One authorization request as the stand-in received it (what the tests check the URL carried). */
export type AuthorizeParams = Record<string, string>

interface IssuedCode<User> {
  user: User
  redirectUri: string
  codeChallenge: string
  nonce: string | undefined
}

/** How the token endpoint knows its client: by default the stand-in client's secret (body or Basic header). */
export type ClientCheck = (request: IncomingMessage, form: URLSearchParams) => boolean | Promise<boolean>

/**
 * The authorization code grant as a provider runs it: the authorize endpoint signs in whoever the test
 * chose and sends a one-time code back with the state; the token endpoint takes it once, for this
 * client (`isClient`), the same redirect URI and the PKCE verifier of the S256 challenge.
 */
export function authorizationCodes<User>({
  clientId = STAND_IN_CLIENT.clientId,
  isClient = isThisClient,
}: { clientId?: string; isClient?: ClientCheck } = {}) {
  const codes = new Map<string, IssuedCode<User>>()
  const authorizeRequests: AuthorizeParams[] = []

  /** The code for a valid authorization request, with what goes back with it; or why it is refused. */
  function issue(
    url: URL,
    user: User,
  ): { params: AuthorizeParams; code: string } | { error: string; error_description?: string } {
    const params = Object.fromEntries(url.searchParams)
    authorizeRequests.push(params)
    if (params.client_id !== clientId || params.response_type !== 'code') return { error: 'invalid_request' }
    if (params.code_challenge_method !== 'S256' || !params.code_challenge)
      return { error: 'invalid_request', error_description: 'PKCE S256 is required' }
    const code = randomBytes(16).toString('hex')
    codes.set(code, {
      user,
      redirectUri: new URL(params.redirect_uri ?? '').href,
      codeChallenge: params.code_challenge,
      nonce: params.nonce,
    })
    return { params, code }
  }

  function authorize(url: URL, user: User, response: ServerResponse, issuer?: string): void {
    const issued = issue(url, user)
    if ('error' in issued) return answer(response, 400, issued)
    const redirect = new URL(issued.params.redirect_uri!)
    redirect.searchParams.set('code', issued.code)
    if (issued.params.state !== undefined) redirect.searchParams.set('state', issued.params.state)
    if (issuer !== undefined) redirect.searchParams.set('iss', issuer)
    response.statusCode = 302
    response.setHeader('Location', redirect.href)
    response.end()
  }

  /** The issued code's grant, or the OAuth error the token endpoint answers with. */
  async function redeem(
    request: IncomingMessage,
  ): Promise<{ grant: IssuedCode<User> } | { error: string; error_description: string }> {
    const form = new URLSearchParams(await readText(request))
    const issued = codes.get(form.get('code') ?? '')
    codes.delete(form.get('code') ?? '')
    const refused = (error: string, description: string) => ({ error, error_description: description })
    if (!issued) return refused('invalid_grant', 'The code passed is incorrect or expired.')
    if (!(await isClient(request, form))) return refused('invalid_client', 'Client authentication failed')
    if (form.get('redirect_uri') !== issued.redirectUri)
      return refused('invalid_grant', 'The redirect_uri does not match')
    if (challengeOf(form.get('code_verifier') ?? '') !== issued.codeChallenge)
      return refused('invalid_grant', 'The code_verifier does not match the challenge')
    return { grant: issued }
  }

  return { issue, authorize, redeem, authorizeRequests }
}

function isThisClient(request: IncomingMessage, form: URLSearchParams): boolean {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  const [id, secret] = basic
    ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
    : [form.get('client_id'), form.get('client_secret')]
  return id === STAND_IN_CLIENT.clientId && secret === STAND_IN_CLIENT.clientSecret
}

function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

export function answer(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify(body))
}

/** The access token a request carries as `Authorization: Bearer`. */
export function bearerOf(request: IncomingMessage): string | undefined {
  return /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]
}
