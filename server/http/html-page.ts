import type { IncomingMessage, ServerResponse } from 'node:http'
import { bodyTooLarge, readText } from './read-json-body.ts'

/**
 * A devnet page a visitor types into (sign-in, card details): no script, never framed by another site.
 * `formAction` limits where its forms post; the sign-in page leaves it out because Chromium applies it to
 * every redirect after the submission, and the auth callback may send the visitor on to the app's origin.
 */
export function sendHtmlPage(
  response: ServerResponse,
  status: number,
  body: string,
  { formAction }: { formAction?: "'self'" } = {},
): void {
  response.statusCode = status
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; ${formAction ? `form-action ${formAction}; ` : ''}` +
      "frame-ancestors 'none'; base-uri 'none'",
  )
  response.setHeader('X-Content-Type-Options', 'nosniff')
  response.setHeader('Referrer-Policy', 'no-referrer')
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('Content-Length', Buffer.byteLength(body))
  response.end(body)
}

/** A form post's urlencoded body, refused (413) beyond `maxBytes`: `what` names the form in the error. */
export async function readFormBody(
  request: IncomingMessage,
  maxBytes: number,
  what: string,
): Promise<string> {
  const tooLarge = () => bodyTooLarge(maxBytes, `The form is far larger than ${what}`)
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge()
  const text = await readText(request)
  if (text.length > maxBytes) throw tooLarge()
  return text
}
