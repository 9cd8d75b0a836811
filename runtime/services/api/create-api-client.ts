import createClient, {
  createQuerySerializer,
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
  type ParseAs,
} from 'openapi-fetch'
import { RPC_TIMEOUT_MS } from '../../core/constants.ts'
import { HttpStatusError, type ErrorReason } from '../../core/errors.ts'
import { deadlineSignal } from '../deadline.ts'

export interface ApiClientOptions {
  baseUrl: string
  projectId: string
  sdkVersion: string
  /** Sent as `st`; defaults to 'portkit'. */
  sdkType?: string | undefined
  /** Sent only when set (spec section 7); the generated clients pass the config's, which may be unset. */
  clientId?: string | undefined
  fetch?: typeof fetch | undefined
}

/** Query params every contract in `openapi/` declares; the middleware below adds them to every request. */
export type CommonQueryParam = 'projectId' | 'st' | 'sv' | 'clientId'

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace'
type Flatten<T> = { [K in keyof T]: T[K] }
// A query left empty becomes `never` (as openapi-typescript writes it), one with no required key optional,
// so `params` can be left out entirely.
type QueryField<Query> = [keyof Query] extends [never]
  ? { query?: never }
  : Partial<Query> extends Query
    ? { query?: Query }
    : { query: Query }
type StripParams<Params> = Params extends { query: infer Query }
  ? Flatten<Omit<Params, 'query'> & QueryField<Omit<Query, CommonQueryParam>>>
  : Params
type StripOperation<Op> = { [K in keyof Op]: K extends 'parameters' ? StripParams<Op[K]> : Op[K] }

/** The generated `paths` as callers see them: the common params are the client's job, not theirs. */
export type WithoutCommonQuery<Paths> = {
  [Path in keyof Paths]: {
    [Method in keyof Paths[Path]]: Method extends HttpMethod
      ? StripOperation<Paths[Path][Method]>
      : Paths[Path][Method]
  }
}

type PathsWith<Paths, Method extends HttpMethod> = {
  [Path in keyof Paths]: Paths[Path] extends { [M in Method]: unknown } ? Path : never
}[keyof Paths]
type InitArgs<Init> = undefined extends Init
  ? [init?: Init]
  : Partial<Init> extends Init
    ? [init?: Init]
    : [init: Init]
type MethodOf<Paths, Path extends keyof Paths, Method extends HttpMethod> = Method & keyof Paths[Path]
type Operation<Paths, Path extends keyof Paths, Method extends HttpMethod> = Extract<
  Paths[Path][MethodOf<Paths, Path, Method>],
  object
>
// openapi-fetch infers `init` from the argument, so an unknown query key next to known ones type-checks
// (openapi-ts/openapi-typescript#2329). Typing `init` by the operation itself restores excess-property
// checks; only `parseAs` is inferred, as the response type depends on it.
type StrictMethod<Paths, Method extends HttpMethod> = <
  Path extends PathsWith<Paths, Method>,
  As extends ParseAs = 'json',
>(
  url: Path,
  ...init: InitArgs<MaybeOptionalInit<Paths[Path], MethodOf<Paths, Path, Method>> & { parseAs?: As }>
) => Promise<FetchResponse<Operation<Paths, Path, Method>, { parseAs: As }, `${string}/${string}`>>

/** openapi-fetch's client, with calls checked exactly against the contract. */
export type ApiClient<Paths extends object> = Omit<Client<Paths>, Uppercase<HttpMethod>> & {
  [Method in HttpMethod as Uppercase<Method>]: StrictMethod<Paths, Method>
}

/**
 * The caller's query with the common params, written into the URL when openapi-fetch builds the request.
 * Adding them later would mean re-wrapping the Request (`new Request(url, request)`), which turns its body
 * into a stream: Chromium sends a streamed upload only over HTTP/2, so every POST would fail.
 */
function withCommonQuery(common: Record<string, string>): (query: Record<string, unknown>) => string {
  const serialize = createQuerySerializer()
  // Common params last: the configured values win over anything a caller slipped in.
  return (query) => serialize({ ...query, ...common })
}

/**
 * A call a service never answers gives up after RPC_TIMEOUT_MS (spec section 9's 10 s), like a chain read:
 * the Tokens and Activity tabs, the balance and the wallet list then show their error or fallback instead of
 * an endless spinner, and a POST (an analytics event, a name registration) fails instead of hanging. The
 * deadline is the request's own signal, given where openapi-fetch builds the request (its `Request` option):
 * adding a signal later means wrapping the request anew, which turns a POST's body into a stream (see
 * withCommonQuery). It also covers reading the body (a service may send its headers, then stall); after a
 * read it aborts nothing.
 */
export function requestWithDeadline(timeoutMs = RPC_TIMEOUT_MS): typeof Request {
  return class RequestWithDeadline extends Request {
    constructor(input: RequestInfo | URL, init: RequestInit = {}) {
      super(input, { ...init, signal: deadlineSignal(timeoutMs, init.signal) })
    }
  }
}

const throwOnNonOk: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined
    throw new HttpStatusError(response.status, await errorReasons(response))
  },
}

/**
 * The reasons of a failed call's JSON error body (every contract's ErrorResponse), for the texts that prefer
 * the server's first reason (spec section 8). Any other body is cancelled unread, freeing the connection.
 */
async function errorReasons(response: Response): Promise<ErrorReason[]> {
  if (!/\bjson\b/.test(response.headers.get('content-type') ?? '')) {
    await response.body?.cancel()
    return []
  }
  const body = (await response.json().catch(() => undefined)) as { reasons?: unknown } | undefined
  if (!Array.isArray(body?.reasons)) return []
  return body.reasons.filter(
    (reason): reason is ErrorReason =>
      typeof reason === 'object' &&
      reason !== null &&
      typeof (reason as ErrorReason).name === 'string' &&
      typeof (reason as ErrorReason).description === 'string',
  )
}

/** An openapi-fetch client that adds projectId, st, sv (and clientId) to every call and throws on non-ok. */
export function createApiClient<Paths extends object>(
  options: ApiClientOptions,
): ApiClient<WithoutCommonQuery<Paths>> {
  const common: Record<string, string> = {
    projectId: options.projectId,
    st: options.sdkType ?? 'portkit',
    sv: options.sdkVersion,
  }
  if (options.clientId) common.clientId = options.clientId
  const client = createClient<WithoutCommonQuery<Paths>>({
    baseUrl: options.baseUrl,
    // Looked up at each call, as fetch() itself would be: a page (or a test) may wrap it after the start.
    fetch: options.fetch ?? ((input: Request, init?: RequestInit) => globalThis.fetch(input, init)),
    Request: requestWithDeadline(),
    querySerializer: withCommonQuery(common),
  })
  client.use(throwOnNonOk)
  // Same object at runtime; only the call signatures are narrowed (see StrictMethod).
  return client as ApiClient<WithoutCommonQuery<Paths>>
}
