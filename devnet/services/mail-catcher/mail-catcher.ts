import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { sendJson } from '../../../server/http/respond.ts'
import { startHttpServer, type RunningServer } from '../../../server/http/start-http-server.ts'

/** One message as the catcher's HTTP API lists it. */
export interface CaughtMail {
  id: number
  from: string
  to: string[]
  subject: string
  text: string
  receivedAt: string
}

export interface MailCatcher {
  /** The HTTP API: `GET /messages` (optionally `?to=<address>`), newest last. */
  api: RunningServer
  /** Where the auth service delivers: plain SMTP on loopback. */
  smtp: { host: string; port: number }
  close: () => Promise<void>
}

const HOST = '127.0.0.1'

/**
 * A local inbox: a real SMTP server (smtp-server) that parses every message it receives (mailparser) and
 * keeps it in memory, plus an HTTP API listing them, so tests and developers read one-time codes as a
 * visitor reads their mail. Loopback only, no authentication (nothing leaves the machine).
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = []
  const smtpServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push({
            id: messages.length + 1,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtpServer.once('error', reject)
    smtpServer.listen(0, HOST, () => resolve())
  })
  const address = smtpServer.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('The SMTP server reported no port')
  const closeSmtp = () => new Promise<void>((resolve) => smtpServer.close(() => resolve()))

  let api: RunningServer
  try {
    // eslint-disable-next-line @typescript-eslint/require-await -- the server awaits a handler's promise; a throw must reject it (its catch answers the error)
    api = await startHttpServer(() => async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://catcher')
      if (request.method !== 'GET' || url.pathname !== '/messages') {
        sendJson(response, 404, { status: 'FAILED', reasons: [{ name: 'path', description: 'Not found' }] })
        return
      }
      const to = url.searchParams.get('to')?.toLowerCase()
      sendJson(response, 200, { messages: to ? messages.filter((m) => m.to.includes(to)) : messages })
    })
  } catch (error) {
    await closeSmtp()
    throw error
  }
  return {
    api,
    smtp: { host: HOST, port: address.port },
    close: () => Promise.all([api.close(), closeSmtp()]).then(() => undefined),
  }
}
