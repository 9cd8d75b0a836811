import type { IncomingMessage, ServerResponse } from 'node:http'
import { ApiError } from './api-error.ts'
import { readText } from './read-json-body.ts'

/** A devnet page a visitor types into: no script, forms post only to this origin, never framed by another site. */
export function sendHtmlPage(response: ServerResponse, status: number, body: string): void {
  response.statusCode = status
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
  response.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
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
  const tooLarge = () =>
    new ApiError(413, [{ name: 'body', description: `The form is far larger than ${what}` }])
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw tooLarge()
  const text = await readText(request)
  if (text.length > maxBytes) throw tooLarge()
  return text
}
