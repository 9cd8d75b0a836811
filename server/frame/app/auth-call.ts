import { RPC_TIMEOUT_MS } from '../../../runtime/core/constants.ts'

/** A call to the auth service, as the frame's handlers make them: a GET, or a POST of `body`. */
export type AuthCall = <T>(path: string, body?: unknown, token?: string) => Promise<T>

/**
 * The frame's calls to the auth service (`authUrl`). What fails reaches the page as the frame's error
 * message, so each failure has a text the visitor can read: the service's first reason, else spec section
 * 8's 'HTTP status code: {n}'. An answer that never comes (given up after spec 9's RPC timeout), a
 * connection cut mid-answer, or a body that is not a JSON object carry no message, which the page shows as
 * its 'An error occurred' (never a parser's or the network stack's own words).
 */
export function authCaller(authUrl: string, timeoutMs = RPC_TIMEOUT_MS): AuthCall {
  return async <T>(path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${authUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => {
      throw new Error('')
    })
    const json = await readJsonObject(response)
    if (!response.ok) throw new Error(firstReason(json) ?? `HTTP status code: ${response.status}`)
    if (json === undefined) throw new Error('')
    return json as T
  }
}

/** The body as a JSON object, or undefined when it is anything else or cannot be read whole. */
async function readJsonObject(response: Response): Promise<Record<string, unknown> | undefined> {
  const parsed: unknown = await response.json().catch(() => undefined)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined
}

function firstReason(json: Record<string, unknown> | undefined): string | undefined {
  const reasons = json?.reasons
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
  const description = (first as { description?: unknown } | undefined)?.description
  return typeof description === 'string' && description.length > 0 ? description : undefined
}
