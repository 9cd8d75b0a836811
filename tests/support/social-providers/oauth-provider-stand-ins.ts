import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type {
  OAuthProvider,
  SocialProviderSettings,
} from '../../../server/email-auth/social/social-providers.ts'
import { startHttpServer, type RunningServer } from '../../../server/http/start-http-server.ts'
import { answer, authorizationCodes, bearerOf, STAND_IN_CLIENT } from './authorization-codes.ts'

/** Who signs in at a stand-in: what the provider knows of them. */
export interface StandInPerson {
  id: string
  login: string
  name: string
  email: string
  emailVerified: boolean
}

export interface OAuthProviderStandIns extends RunningServer {
  /** The server's settings for `provider` at its stand-in: its endpoints and the stand-in client. */
  settings(provider: OAuthProvider): SocialProviderSettings
  /** The person the authorize endpoints sign in from now on. */
  signInAs(person: StandInPerson): void
  /** Every authorization request received, in order. */
  authorizeRequests: Record<string, string>[]
}

/** Each provider's user endpoint answers in the JSON shape its API documents. */
const USER_ANSWERS: Record<OAuthProvider, (person: StandInPerson) => unknown> = {
  // https://docs.github.com/rest/users/users#get-the-authenticated-user: only a public email, often null.
  github: (person) => ({ login: person.login, id: Number(person.id), name: person.name, email: null }),
  // https://discord.com/developers/docs/resources/user#user-object
  discord: (person) => ({
    id: person.id,
    username: person.login,
    global_name: person.name,
    email: person.email,
    verified: person.emailVerified,
  }),
  // https://docs.x.com/x-api/users/user-lookup-me: the user under `data`; confirmed_email only if confirmed.
  x: (person) => ({
    data: {
      id: person.id,
      name: person.name,
      username: person.login,
      ...(person.emailVerified ? { confirmed_email: person.email } : {}),
    },
  }),
  // https://developers.facebook.com/docs/graph-api/reference/user: email only when Facebook confirmed it.
  facebook: (person) => ({
    id: person.id,
    name: person.name,
    ...(person.emailVerified ? { email: person.email } : {}),
  }),
}

/**
 * GitHub, Discord, X and Facebook as the auth service meets them: OAuth 2 authorization code with PKCE,
 * no ID token, and a user endpoint answering the documented JSON (GitHub's addresses at `/user/emails`).
 * Each at `<url>/<provider>/{authorize,token,user}`. GitHub answers token errors with HTTP 200, as it does.
 */
export async function startOAuthProviderStandIns(): Promise<OAuthProviderStandIns> {
  const codes = authorizationCodes<StandInPerson>()
  const accessTokens = new Map<string, StandInPerson>()
  let person: StandInPerson | undefined

  const server = await startHttpServer((baseUrl) => async (request, response) => {
    const url = new URL(request.url ?? '/', baseUrl)
    const [, provider = '', ...rest] = url.pathname.split('/')
    const route = `${request.method} ${rest.join('/')}`
    if (!(provider in USER_ANSWERS)) return answer(response, 404, { message: 'Not Found' })
    const shape = provider as OAuthProvider
    if (route === 'GET authorize') {
      if (!person) return answer(response, 500, { message: 'The test chose nobody to sign in' })
      return codes.authorize(url, person, response)
    }
    if (route === 'POST token') return token(shape, request, response)
    const user = accessTokens.get(bearerOf(request) ?? '')
    if (!user) return answer(response, 401, { message: 'Bad credentials' })
    if (route === 'GET user') return answer(response, 200, USER_ANSWERS[shape](user))
    if (route === 'GET user/emails' && shape === 'github')
      return answer(response, 200, [
        { email: user.email, primary: true, verified: user.emailVerified, visibility: 'private' },
        { email: `${user.login}@users.noreply.github.com`, primary: false, verified: true, visibility: null },
      ])
    answer(response, 404, { message: 'Not Found' })
  })

  async function token(provider: OAuthProvider, request: IncomingMessage, response: ServerResponse) {
    const redeemed = await codes.redeem(request)
    if ('error' in redeemed) return answer(response, provider === 'github' ? 200 : 400, redeemed)
    const accessToken = randomBytes(20).toString('hex')
    accessTokens.set(accessToken, redeemed.grant.user)
    answer(response, 200, { access_token: accessToken, token_type: 'bearer', scope: 'stand-in' })
  }

  return {
    ...server,
    authorizeRequests: codes.authorizeRequests,
    signInAs: (next) => void (person = next),
    settings: (provider) => ({
      ...STAND_IN_CLIENT,
      authorizationEndpoint: `${server.url}/${provider}/authorize`,
      tokenEndpoint: `${server.url}/${provider}/token`,
      userEndpoint: `${server.url}/${provider}/user`,
    }),
  }
}
