import type { SocialProvider } from '../../email-auth/social/social-providers.ts'
import type { PortkitServerConfig, SocialLoginSettings } from '../server-config.ts'
import { importOptional } from '../../optional-package.ts'
import { fail, off, ok, originOf, shortReason, type DoctorCheck } from './doctor-check.ts'

/** How long a mail server or issuer may take to answer the doctor. */
const ANSWER_MS = 10_000

/**
 * The SMTP server takes a connection (and the login, when the URL has one), and each social provider is
 * reachable as the sign-in reaches it: an OpenID Connect issuer's discovery, an OAuth 2 user endpoint.
 */
export async function checkEmail(email: PortkitServerConfig['email']): Promise<DoctorCheck[]> {
  if (!email) return [off('email', 'SMTP', 'no email settings: no email or social login, no secure frame')]
  const providers = email.social?.providers ?? {}
  const named = Object.keys(providers) as SocialProvider[]
  return [
    await checkSmtp(email.smtpUrl),
    ...(await Promise.all(named.map((provider) => checkProvider(provider, providers)))),
  ]
}

async function checkSmtp(smtpUrl: string): Promise<DoctorCheck> {
  const where = originOf(smtpUrl)
  const login = new URL(smtpUrl).username !== '' ? ' and the login' : ''
  try {
    const { createTransport } = await importOptional('nodemailer', 'Email login', () => import('nodemailer'))
    const transport = createTransport(smtpUrl, { connectionTimeout: ANSWER_MS, greetingTimeout: ANSWER_MS })
    try {
      await transport.verify()
    } finally {
      transport.close()
    }
    return ok('email', 'SMTP', `${where} accepted the connection${login}`)
  } catch (error) {
    return fail('email', 'SMTP', `${where} refused: ${shortReason(error)}; login codes cannot be mailed`)
  }
}

async function checkProvider(
  provider: SocialProvider,
  providers: NonNullable<SocialLoginSettings['providers']>,
): Promise<DoctorCheck> {
  const part = `social ${provider}`
  try {
    const { providerClients } = await importOptional(
      'openid-client',
      'Social login',
      () => import('../../email-auth/social/provider-client.ts'),
    )
    const made = await providerClients(providers)(provider)
    if (made.kind === 'oidc')
      return ok('email', part, `${made.config.serverMetadata().issuer} discovery answers`)
    // Without a token the user endpoint refuses (401), which shows it is there.
    const answer = await fetch(made.userEndpoint, { signal: AbortSignal.timeout(ANSWER_MS) })
    return answer.status < 500
      ? ok('email', part, `${originOf(made.userEndpoint)} user endpoint answers`)
      : fail('email', part, `${originOf(made.userEndpoint)} user endpoint answered ${answer.status}`)
  } catch (error) {
    return fail('email', part, shortReason(error))
  }
}
