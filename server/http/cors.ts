import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The browser app calls the services from the Vite origin, so every answer allows any origin (no
 * credentials are involved) and a preflight gets the methods and headers it asks for.
 */
export function applyCors(response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*')
  response.setHeader('Access-Control-Expose-Headers', 'Content-Type, Content-Length')
}

/** Answers an OPTIONS preflight; true when the request was one. */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'OPTIONS') return false
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Content-Type',
  )
  // Chromium asks before a public page reaches loopback (Private Network Access).
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true')
  }
  response.setHeader('Access-Control-Max-Age', '600')
  response.statusCode = 204
  response.end()
  return true
}
