import type { IncomingMessage, ServerResponse } from 'node:http'
import Provider, { errors } from 'oidc-provider'
import { isEmail } from '../../../runtime/core/validation/frame-fields.ts'
import { ApiError } from '../../../server/http/api-error.ts'
import { readFormBody, sendHtmlPage } from '../../../server/http/html-page.ts'
import { startHttpServer, type RunningServer } from '../../../server/http/start-http-server.ts'
import { appleAuthorizationRefusal, postAppleUser } from './apple-answers.ts'
import { consentPage, problemPage } from './consent-page.ts'
import { createFarcasterRelay, FARCASTER_RELAY_PATH } from './farcaster-relay.ts'
import { interactionPath, issuerConfiguration } from './issuer-configuration.ts'
import { SocialAccounts } from './social-accounts.ts'
import {
  oidcScopes,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '../../../server/email-auth/social/social-providers.ts'
import { SOCIAL_CLIENT_ID } from './stand-in-client.ts'

export interface SocialIdpOptions {
  /** Where the providers may send the visitor back with a code (the auth service's callback URLs). */
  redirectUris: readonly string[]
}

export interface SocialIdp extends RunningServer {
  /** Each stand-in provider's issuer, `<url>/<provider>`: its discovery document is at `/.well-known/openid-configuration` under it. */
  issuers: Record<SocialProvider, string>
  /** The public client (PKCE, no secret) every provider registers with `redirectUris`. */
  clientId: string
  /** The Farcaster sign-in relay stand-in's channel endpoint (`POST` opens a channel; see farcaster-relay.ts). */
  farcasterRelay: string
}

interface Issuer {
  oidc: Provider
  accounts: SocialAccounts
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>
}

const FORM_BODY_BYTES = 4_096
const NAME_MAX = 64
const EMAIL_MAX = 254

/**
 * One OpenID Connect provider per social provider name, each at its own path on one loopback port
 * (e.g. http://127.0.0.1:4100/google): authorization code flow with PKCE, a server-rendered login and
 * consent page where a test user types a display name and email and approves or declines, Ed25519-signed
 * ID tokens from a key made at start (JWKS at `<issuer>/jwks`), everything kept in memory. The same
 * origin serves the Farcaster sign-in relay stand-in at `/farcaster/v1/channel`.
 */
export async function startSocialIdp(options: SocialIdpOptions): Promise<SocialIdp> {
  const redirectUris = checkRedirectUris(options.redirectUris)
  let issuerUrls: Record<SocialProvider, string> | undefined

  const server = await startHttpServer((baseUrl) => {
    const issuers = new Map<string, Issuer>()
    for (const provider of SOCIAL_PROVIDERS) {
      const accounts = new SocialAccounts(provider)
      const oidc = new Provider(
        `${baseUrl}/${provider}`,
        issuerConfiguration(provider, accounts, redirectUris),
      )
      if (provider === 'apple') postAppleUser(oidc, accounts)
      const callback = oidc.callback()
      issuers.set(provider, { oidc, accounts, handle: async (req, res) => void (await callback(req, res)) })
    }
    issuerUrls = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, `${baseUrl}/${p}`])) as typeof issuerUrls
    const farcasterRelay = createFarcasterRelay()

    return async (request, response) => {
      const url = new URL(request.url ?? '/', baseUrl)
      const path = url.pathname
      if (await farcasterRelay(request, response, path)) return
      const [, name = '', section, uid, ...rest] = path.split('/')
      const issuer = issuers.get(name)
      const page = (status: number, body: string) => html(response, status, body)
      if (!issuer) return page(404, problemPage('Not found', [`No stand-in provider is served at ${path}`]))
      const provider = name as SocialProvider
      const refusal = provider === 'apple' && section === 'auth' && !uid && appleAuthorizationRefusal(url)
      if (refusal) return page(400, problemPage('Sign-in error', [`invalid_request: ${refusal}`]))
      if (section === 'interaction' && uid && rest.length === 0) {
        try {
          if (request.method === 'GET')
            return await showConsent(issuer.oidc, provider, uid, request, response, page)
          if (request.method === 'POST') return await decide(issuer, provider, uid, request, response, page)
          return page(405, problemPage('Method not allowed', ['The sign-in page takes GET and POST only']))
        } catch (error) {
          if (!(error instanceof errors.SessionNotFound)) throw error
          return page(
            400,
            problemPage('Sign-in expired', [
              'This sign-in is unknown or has expired; start again from the app',
            ]),
          )
        }
      }
      // oidc-provider routes its own paths; originalUrl tells it the issuer path it is mounted under.
      Object.assign(request, { originalUrl: request.url })
      request.url = request.url!.slice(name.length + 1) || '/'
      await issuer.handle(request, response)
    }
  })
  return {
    ...server,
    issuers: issuerUrls!,
    clientId: SOCIAL_CLIENT_ID,
    farcasterRelay: `${server.url}${FARCASTER_RELAY_PATH}`,
  }
}

type Page = (status: number, body: string) => void

async function showConsent(
  oidc: Provider,
  provider: SocialProvider,
  uid: string,
  request: IncomingMessage,
  response: ServerResponse,
  page: Page,
): Promise<void> {
  const details = await oidc.interactionDetails(request, response)
  if (details.uid !== uid) throw new errors.SessionNotFound('interaction mismatch')
  page(
    200,
    consentPage({
      provider,
      action: interactionPath(provider, uid),
      clientId: String(details.params.client_id),
      scopes: grantedScopes(provider, details.params.scope),
    }),
  )
}

async function decide(
  { oidc, accounts }: Issuer,
  provider: SocialProvider,
  uid: string,
  request: IncomingMessage,
  response: ServerResponse,
  page: Page,
): Promise<void> {
  const form = new URLSearchParams(await readForm(request))
  const details = await oidc.interactionDetails(request, response)
  if (details.uid !== uid) throw new errors.SessionNotFound('interaction mismatch')
  const once = { mergeWithLastSubmission: false }
  if (form.get('decision') === 'decline') {
    const declined = { error: 'access_denied', error_description: 'The user declined the sign-in' }
    return oidc.interactionFinished(request, response, declined, once)
  }
  if (form.get('decision') !== 'approve') {
    return page(400, problemPage('Sign-in refused', ['Choose Approve or Decline']))
  }
  const values = { name: (form.get('name') ?? '').trim(), email: (form.get('email') ?? '').trim() }
  const problems = [
    ...(values.name === '' || values.name.length > NAME_MAX
      ? [`Enter a display name of 1 to ${NAME_MAX} characters`]
      : []),
    ...(!isEmail(values.email) || values.email.length > EMAIL_MAX ? ['Enter a valid email address'] : []),
  ]
  const clientId = String(details.params.client_id)
  const scopes = grantedScopes(provider, details.params.scope)
  if (problems.length > 0) {
    const action = interactionPath(provider, uid)
    return page(400, consentPage({ provider, action, clientId, scopes, values, problems }))
  }
  const account = accounts.signIn(values.name, values.email)
  const grant = new oidc.Grant({ accountId: account.sub, clientId })
  grant.addOIDCScope(scopes.join(' '))
  const grantId = await grant.save()
  await oidc.interactionFinished(
    request,
    response,
    { login: { accountId: account.sub }, consent: { grantId } },
    once,
  )
}

/** The requested scopes this stand-in grants (the auth service's: openid, email, profile; Apple's name); others are not offered. */
function grantedScopes(provider: SocialProvider, scope: unknown): string[] {
  const requested = (typeof scope === 'string' ? scope : '').split(' ')
  return oidcScopes(provider).filter((known) => requested.includes(known))
}

function checkRedirectUris(uris: readonly string[]): string[] {
  if (uris.length === 0) throw new TypeError('startSocialIdp needs at least one redirect URI')
  for (const uri of uris) {
    let url: URL
    try {
      url = new URL(uri)
    } catch {
      throw new TypeError(`Redirect URI ${JSON.stringify(uri)} is not an absolute URL`)
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.hash !== '') {
      throw new TypeError(`Redirect URI ${uri} must be an http(s) URL without a fragment`)
    }
  }
  return [...uris]
}

async function readForm(request: IncomingMessage): Promise<string> {
  const type = request.headers['content-type']?.split(';')[0]?.trim()
  if (type !== 'application/x-www-form-urlencoded') {
    throw new ApiError(415, [{ name: 'body', description: 'The sign-in must be sent by its form' }])
  }
  return readFormBody(request, FORM_BODY_BYTES, 'a sign-in form')
}

/** A sign-in page (sendHtmlPage) without form-action: the auth callback may send the visitor on. */
function html(response: ServerResponse, status: number, body: string): void {
  sendHtmlPage(response, status, body)
}
