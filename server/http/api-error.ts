/** One reason of the shared error body; `name` is the input it is about, or the kind of failure. */
export interface ErrorReason {
  name: string
  description: string
}

/** The `ErrorResponse` schema every contract in `openapi/` shares. */
export interface ErrorBody {
  status: string
  reasons: ErrorReason[]
}

/** Thrown by handlers and validators; the server turns it into the shared error body. */
export class ApiError extends Error {
  override name = 'ApiError'

  constructor(
    readonly status: number,
    readonly reasons: ErrorReason[],
    /** Sent with the error body, e.g. a 429's `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(reasons.map((reason) => `${reason.name}: ${reason.description}`).join('; '))
  }

  body(): ErrorBody {
    return { status: 'FAILED', reasons: this.reasons }
  }
}

export const badRequest = (name: string, description: string) => new ApiError(400, [{ name, description }])
export const notFound = (name: string, description: string) => new ApiError(404, [{ name, description }])
/** A feature this deployment does not run (its operator configured no provider for it). */
export const notConfigured = (name: string, description: string) => new ApiError(503, [{ name, description }])
export const conflict = (name: string, description: string) => new ApiError(409, [{ name, description }])
/** A provider this server calls was unreachable, slow or answered what it should not (the client may fall back). */
export const badGateway = (name: string, description: string) => new ApiError(502, [{ name, description }])
