import type { IncomingMessage, ServerResponse } from 'node:http'
import { PROVIDER_ERROR_ALERTS } from '../../runtime/core/errors.ts'

/** Why a relay refuses a client: the reasons WalletConnect's relay gives (spec section 8, mapped errors). */
export type RelayRefusal = (typeof PROVIDER_ERROR_ALERTS)[number]['message']
export const RELAY_REFUSALS: readonly RelayRefusal[] = PROVIDER_ERROR_ALERTS.map((entry) => entry.message)

/**
 * The close code a relay uses for a refused client that asked for the reason in a close frame
 * (`useOnCloseEvent=true`: browsers cannot read an HTTP error body). The SDK treats it as fatal and
 * reports `WebSocket connection closed abnormally with code: 3000 (<reason>)` as a relayer error.
 */
export const REFUSAL_CLOSE_CODE = 3000

/** Devnet-only control route on the relay's port: GET or PUT `{ "reason": <refusal> | null }`. */
export const REFUSAL_PATH = '/devnet/refusal'

const isRefusal = (value: unknown): value is RelayRefusal =>
  typeof value === 'string' && (RELAY_REFUSALS as readonly string[]).includes(value)

/** Whether the client asked for the refusal reason in a close frame rather than an HTTP answer. */
export function wantsCloseReason(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'ws://relay').searchParams.get('useOnCloseEvent') === 'true'
}

/** Serves REFUSAL_PATH; false for any other request. */
export function handleRefusalControl(
  request: IncomingMessage,
  response: ServerResponse,
  refusal: { get(): RelayRefusal | undefined; set(reason: RelayRefusal | undefined): void },
): boolean {
  if (new URL(request.url ?? '/', 'http://relay').pathname !== REFUSAL_PATH) return false
  const answer = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (request.method === 'GET') {
    answer(200, { reason: refusal.get() ?? null })
    return true
  }
  if (request.method !== 'PUT') {
    answer(405, { error: 'Use GET or PUT' })
    return true
  }
  let text = ''
  request.setEncoding('utf8')
  request.on('data', (chunk: string) => (text += chunk))
  request.on('end', () => {
    let reason: unknown
    try {
      reason = (JSON.parse(text) as { reason?: unknown }).reason
    } catch {
      return answer(400, { error: 'The body must be JSON: { "reason": <refusal> | null }' })
    }
    if (reason !== null && !isRefusal(reason)) {
      return answer(400, { error: `reason must be null or one of ${JSON.stringify(RELAY_REFUSALS)}` })
    }
    refusal.set(reason ?? undefined)
    answer(200, { reason })
  })
  return true
}

/**
 * Makes the relay at `relayUrl` (its `ws://` URL, as the devnet manifest lists it) refuse every new
 * connection with `reason`, or serve again with `undefined`. For tests and for trying the alerts by hand.
 */
export async function setRelayRefusal(relayUrl: string, reason: RelayRefusal | undefined): Promise<void> {
  const url = new URL(REFUSAL_PATH, relayUrl.replace(/^ws/, 'http'))
  const response = await fetch(url, { method: 'PUT', body: JSON.stringify({ reason: reason ?? null }) })
  if (!response.ok) throw new Error(`The relay refused the setting: ${await response.text()}`)
}
