import type { IncomingMessage } from 'node:http'
import { ApiError, badRequest } from './api-error.ts'

/** Far above any request the runtime sends; stops a runaway client from filling memory. */
export const MAX_BODY_BYTES = 1_000_000

/** Reads the whole body and parses it as JSON; a clear 400 (or 413) when it is not. */
export async function readJsonBody(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readText(request, maxBytes)
  if (text.trim() === '') throw badRequest('body', 'The request body is empty; a JSON body is required')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw badRequest('body', `The request body is not valid JSON: ${(error as Error).message}`)
  }
}

/** The whole body as UTF-8 text; a 413 past `maxBytes` (MAX_BODY_BYTES unless a route allows more). */
export async function readText(request: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw bodyTooLarge(maxBytes)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBytes) throw bodyTooLarge(maxBytes)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The 413, answered before the rest of the body is read: the connection closes after it, since the
 * unread bytes would otherwise be taken for the client's next request on that connection.
 */
export function bodyTooLarge(
  maxBytes: number,
  description = `The request body exceeds ${maxBytes} bytes`,
): ApiError {
  return new ApiError(413, [{ name: 'body', description }], { Connection: 'close' })
}
