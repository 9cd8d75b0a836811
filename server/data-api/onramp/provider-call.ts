import { badGateway } from '../../http/api-error.ts'

/** A remote on-ramp provider's JSON API. */
export interface ProviderApi {
  /** As the client reads it in a 502, e.g. "Coinbase". */
  name: string
  /** Its origin (or base path), without a trailing slash. */
  apiUrl: string
  timeoutMs: number
}

export interface ProviderRequest {
  method: 'GET' | 'POST'
  /** Appended to `apiUrl`. */
  path: string
  query?: Record<string, string | undefined>
  body?: unknown
  /** The request's authorization, made for its exact URL. */
  headers: (url: URL) => Promise<Record<string, string>> | Record<string, string>
}

/** The reason name of every provider failure the client sees (as the 503 without a provider). */
const REASON = 'onramp'

/**
 * One call to the provider and its JSON answer, not yet checked (read it with `answerReader`). A provider
 * that cannot be reached, does not answer within `timeoutMs`, answers an error status or anything but JSON
 * is a 502 naming it. What it answered is never passed on: it may echo what was sent.
 */
export async function callProvider(api: ProviderApi, request: ProviderRequest): Promise<unknown> {
  const url = new URL(`${api.apiUrl}${request.path}`)
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value)
  const signal = AbortSignal.timeout(api.timeoutMs)
  let response: Response
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(await request.headers(url)),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal,
    })
  } catch {
    throw unanswered(api, signal)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw badGateway(REASON, `${api.name} answered ${response.status} to ${request.method} ${url.pathname}`)
  }
  try {
    return await response.json()
  } catch {
    if (signal.aborted) throw unanswered(api, signal)
    throw badGateway(REASON, `${api.name} answered ${request.method} ${url.pathname} with malformed JSON`)
  }
}

function unanswered(api: ProviderApi, signal: AbortSignal) {
  return badGateway(
    REASON,
    signal.aborted
      ? `${api.name} did not answer within ${api.timeoutMs} ms`
      : `${api.name} could not be reached at ${new URL(api.apiUrl).origin}`,
  )
}

/**
 * Reads a provider's answer field by field before anything of it is used: a field that is missing or of
 * another kind is a 502 naming the provider and the field (`path`, e.g. `quotes[0].destinationAmount`).
 */
export function answerReader(name: string) {
  const malformed = (path: string) => badGateway(REASON, `${name} answered without a valid ${path}`)
  const record = (value: unknown, path: string): Record<string, unknown> => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed(path)
    return value as Record<string, unknown>
  }
  const list = (value: unknown, path: string): unknown[] => {
    if (!Array.isArray(value)) throw malformed(path)
    return value
  }
  const text = (value: unknown, path: string): string => {
    if (typeof value !== 'string' || value.trim() === '') throw malformed(path)
    return value
  }
  return {
    record,
    list,
    text,
    /** A string that may be empty, missing or null (then empty), e.g. a native currency's contract. */
    textOrEmpty: (value: unknown, path: string): string => {
      if (value === undefined || value === null) return ''
      if (typeof value !== 'string') throw malformed(path)
      return value
    },
    /** A non-negative decimal, given as a string or a JSON number; as a string of digits. */
    decimal: (value: unknown, path: string): string => {
      const digits = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
      if (typeof digits !== 'string' || !/^\d+(\.\d+)?$/.test(digits)) throw malformed(path)
      return digits
    },
    /** An http(s) URL, as a link the client will open. */
    httpUrl: (value: unknown, path: string): string => {
      const href = text(value, path)
      if (!URL.canParse(href) || !['https:', 'http:'].includes(new URL(href).protocol)) throw malformed(path)
      return new URL(href).href
    },
  }
}

export type AnswerReader = ReturnType<typeof answerReader>
