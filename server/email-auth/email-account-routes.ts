import type { IncomingMessage, ServerResponse } from 'node:http'
import { AUTH_LOG_BUFFER_MAX_BYTES } from '../frame/app/frame-logger.ts'
import { ApiError, badRequest } from '../http/api-error.ts'
import { escapeMarkup } from '../http/escape-markup.ts'
import { readFormBody, sendHtmlPage } from '../http/html-page.ts'
import { readJsonBody } from '../http/read-json-body.ts'
import { normaliseEmail } from './auth-input.ts'
import type { emailAccountStore } from './email-account-store.ts'
import type { CodePurpose } from './email-auth-store.ts'
import type { SmartAccountSponsor } from './smart-account-sponsor.ts'

type Route = (request: IncomingMessage) => Promise<unknown>
type Page = (request: IncomingMessage, response: ServerResponse) => Promise<void>

export interface AccountRouteContext {
  accounts: ReturnType<typeof emailAccountStore>
  sendCode: (request: IncomingMessage, email: string, purpose: CodePurpose, subject: string) => Promise<void>
  checkCode: (request: IncomingMessage, email: string, otp: unknown, purpose: CodePurpose) => Promise<void>
  sessionEmail: (request: IncomingMessage) => Promise<{ token: string; email: string }>
  sponsor: SmartAccountSponsor | undefined
}

/** A log upload may carry a full buffer plus its JSON framing. */
const LOG_BODY_MAX_BYTES = AUTH_LOG_BUFFER_MAX_BYTES + 64 * 1024

/**
 * The embedded wallet's account flows beside login: updating the email (a code to the current address,
 * then one to the new address), approving a new device by a mailed link, the smart account (deploy and
 * sponsored calls) and the frame's logs (enableAuthLogger).
 */
export function emailAccountRoutes(context: AccountRouteContext) {
  const { accounts, sendCode, checkCode, sessionEmail } = context
  const sponsor = () => {
    if (!context.sponsor)
      throw new ApiError(404, [{ name: 'smartAccount', description: 'No smart accounts here' }])
    return context.sponsor
  }

  const routes: Record<string, Route> = {
    'POST /email/update': async (request) => {
      const { token, email } = await sessionEmail(request)
      const next = normaliseEmail(((await readJsonBody(request)) as { email?: unknown }).email)
      if (next === email) throw badRequest('email', 'This is already your email')
      await accounts.startUpdate(token, next)
      await sendCode(request, email, 'update-primary', 'Confirm your email change')
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    'POST /email/update/primary': async (request) => {
      const { token, email } = await sessionEmail(request)
      const pending = await accounts.pendingUpdate(token)
      if (!pending) throw badRequest('email', 'Start the email update first')
      const otp = ((await readJsonBody(request)) as { otp?: unknown }).otp
      await checkCode(request, email, otp, 'update-primary')
      await accounts.primaryVerified(token)
      await sendCode(request, pending.new_email, 'update-secondary', 'Confirm your new email')
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    'POST /email/update/secondary': async (request) => {
      const { token, email } = await sessionEmail(request)
      const pending = await accounts.pendingUpdate(token)
      if (!pending?.primary_verified) throw badRequest('email', 'Confirm the current email first')
      const otp = ((await readJsonBody(request)) as { otp?: unknown }).otp
      await checkCode(request, pending.new_email, otp, 'update-secondary')
      await accounts.moveAccount(email, pending.new_email)
      await accounts.endUpdate(token)
      return { email: pending.new_email }
    },
    'POST /device/status': async (request) => {
      const body = (await readJsonBody(request)) as { email?: unknown; deviceId?: unknown }
      if (typeof body.deviceId !== 'string') throw badRequest('deviceId', 'A device id')
      return { approved: await accounts.isApproved(normaliseEmail(body.email), body.deviceId) }
    },
    // eslint-disable-next-line @typescript-eslint/require-await -- the route table's handlers return a promise; a throw must reject it (the error answer)
    'GET /smart-account/networks': async () => ({ chainIds: context.sponsor?.enabledChainIds() ?? [] }),
    'POST /smart-account/address': async (request) => {
      await sessionEmail(request)
      return sponsor().accountOf((await readJsonBody(request)) as Record<string, unknown>)
    },
    'POST /smart-account': async (request) => {
      await sessionEmail(request)
      return sponsor().ensureAccount((await readJsonBody(request)) as Record<string, unknown>)
    },
    'POST /smart-account/execute': async (request) => {
      await sessionEmail(request)
      return sponsor().execute((await readJsonBody(request)) as Record<string, unknown>)
    },
    'POST /logs': async (request) => {
      const projectId = new URL(request.url ?? '/', 'http://auth').searchParams.get('projectId') ?? ''
      const { entries } = (await readJsonBody(request, LOG_BODY_MAX_BYTES)) as { entries?: unknown }
      if (!Array.isArray(entries)) throw badRequest('entries', 'A list of log entries')
      const bytes = Buffer.byteLength(JSON.stringify(entries))
      if (bytes > AUTH_LOG_BUFFER_MAX_BYTES)
        throw new ApiError(413, [{ name: 'entries', description: `Over ${AUTH_LOG_BUFFER_MAX_BYTES} bytes` }])
      await accounts.saveLogs(projectId, bytes, entries)
      return { stored: entries.length }
    },
    'GET /logs': async (request) => {
      const projectId = new URL(request.url ?? '/', 'http://auth').searchParams.get('projectId') ?? ''
      return { logs: await accounts.logs(projectId) }
    },
  }

  const pages: Record<string, Page> = {
    // eslint-disable-next-line @typescript-eslint/require-await -- the route table's handlers return a promise; a throw must reject it (the error answer)
    'GET /device/approve': async (request, response) => {
      const token = new URL(request.url ?? '/', 'http://auth').searchParams.get('token') ?? ''
      // A relative action: the service may sit under a path (`/email-auth` on `portkit serve`).
      sendHtmlPage(
        response,
        200,
        devicePage(
          'Approve this device?',
          `<form method="post" action="approve"><input type="hidden" name="token" value="${escapeMarkup(token)}">` +
            '<button type="submit">Approve device</button></form>',
        ),
      )
    },
    'POST /device/approve': async (request, response) => {
      const form = new URLSearchParams(await readFormBody(request, 1024, 'a device approval'))
      const approved = await accounts.approveByLink(form.get('token') ?? '')
      sendHtmlPage(
        response,
        approved ? 200 : 400,
        devicePage(
          approved ? 'Device approved' : 'This link is not valid',
          `<p>${approved ? 'Go back to the app to continue.' : 'Log in again to get a new link.'}</p>`,
        ),
      )
    },
  }

  return { routes, pages }
}

function devicePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`
}
