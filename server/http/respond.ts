import type { ServerResponse } from 'node:http'
import { ApiError } from './api-error.ts'

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.setHeader('Content-Length', Buffer.byteLength(text))
  response.end(text)
}

export function sendBytes(response: ServerResponse, contentType: string, bytes: string | Uint8Array): void {
  response.statusCode = 200
  response.setHeader('Content-Type', contentType)
  response.setHeader('Content-Length', typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length)
  // Images are derived from their id alone, so they never change.
  response.setHeader('Cache-Control', 'public, max-age=86400, immutable')
  response.end(bytes)
}

/**
 * Any failure becomes the shared error body; unexpected ones are a 500 that names the cause, reported with
 * `report` (the devnet prints them; `portkit serve` writes its own JSON log line instead).
 */
export function sendError(
  response: ServerResponse,
  error: unknown,
  report: (error: unknown) => void = (unexpected) => console.error('portkit service error:', unexpected),
): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) response.setHeader(name, value)
    sendJson(response, error.status, error.body())
    return
  }
  const description = error instanceof Error ? error.message.split('\n')[0]! : String(error)
  report(error)
  sendJson(response, 500, { status: 'FAILED', reasons: [{ name: 'InternalError', description }] })
}
