import { RPC_TIMEOUT_MS } from '../core/constants.ts'

/**
 * A signal that aborts with a TimeoutError after `timeoutMs`, or with `caller`'s reason when it aborts first.
 * The timer does not hold a Node process open (`portkit doctor` lingered 10 s after printing).
 */
export function deadlineSignal(timeoutMs: number, caller?: AbortSignal | null): AbortSignal {
  const deadline = new AbortController()
  if (caller?.aborted) deadline.abort(caller.reason)
  else caller?.addEventListener('abort', () => deadline.abort(caller.reason), { once: true })
  const timer = setTimeout(
    () => deadline.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  )
  // A browser's timer id is a number without unref.
  ;(timer as { unref?: () => void }).unref?.()
  return deadline.signal
}

/**
 * `fetch` that gives up after RPC_TIMEOUT_MS (spec section 9's 10 s): for the chain reads that do not go
 * through viem (Solana's web3.js Connection, the Bitcoin Esplora API), so a service that never answers
 * (or sends its headers, then stalls) ends in the spec's fallback or error instead of an endless spinner.
 */
export function fetchWithDeadline(
  input: RequestInfo | URL,
  init: RequestInit = {},
  timeoutMs = RPC_TIMEOUT_MS,
): Promise<Response> {
  return fetch(input, { ...init, signal: deadlineSignal(timeoutMs, init.signal) })
}
