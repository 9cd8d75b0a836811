import type { IncomingMessage, ServerResponse } from 'node:http'

/** A JSON answer. */
export function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json')
  response.end(JSON.stringify(body))
}

/** The auth API's refusal: `{ status: 'FAILED', reasons: [{ name, description }] }`. */
export function fail(response: ServerResponse, status: number, name: string, description: string): void {
  send(response, status, { status: 'FAILED', reasons: [{ name, description }] })
}

/** The request's JSON object body; a SyntaxError for anything else. */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  const body: unknown = JSON.parse(text || '{}')
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SyntaxError('not an object')
  return body as Record<string, unknown>
}
