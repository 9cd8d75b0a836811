import type { PortkitServerConfig } from '../server-config.ts'
import { importOptional } from '../../optional-package.ts'
import { fail, off, ok, originOf, shortReason, type DoctorCheck } from './doctor-check.ts'

/** How long a mail server or issuer may take to answer the doctor. */
const ANSWER_MS = 10_000

/** The SMTP server takes a connection (and the login, when the URL has one), and each issuer's discovery answers. */
export async function checkEmail(email: PortkitServerConfig['email']): Promise<DoctorCheck[]> {
  if (!email) return [off('email', 'SMTP', 'no email settings: no email or social login, no secure frame')]
  const issuers = Object.entries(email.social?.issuers ?? {})
  return [
    await checkSmtp(email.smtpUrl),
    ...(await Promise.all(issuers.map(([provider, issuer]) => checkIssuer(provider, issuer)))),
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

/** OpenID Connect discovery: the document is there and names the configured issuer. */
async function checkIssuer(provider: string, issuer: string): Promise<DoctorCheck> {
  const part = `social ${provider}`
  const discovery = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
  try {
    const answer = await fetch(discovery, { signal: AbortSignal.timeout(ANSWER_MS) })
    if (!answer.ok) return fail('email', part, `${discovery} answered ${answer.status}`)
    const named = ((await answer.json()) as { issuer?: unknown }).issuer
    if (named !== issuer) return fail('email', part, `${discovery} names the issuer ${JSON.stringify(named)}`)
    return ok('email', part, `${issuer} discovery answers`)
  } catch (error) {
    return fail('email', part, `${discovery} did not answer: ${shortReason(error)}`)
  }
}
