import { PortkitError } from './base.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** The HTTP client throws on any non-ok answer (spec section 7). */
export class HttpStatusError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.http
  }
  override name = 'HttpStatusError'
  readonly status: number
  /** The reasons of the service's error body, when it sent one (spec section 8 prefers the first one's). */
  readonly reasons: readonly ErrorReason[]
  constructor(status: number, reasons: readonly ErrorReason[] = []) {
    super(`HTTP status code: ${status}`, {
      metaMessages: reasons.map((reason) => `Reason: ${reason.name}: ${reason.description}`),
    })
    this.status = status
    this.reasons = reasons
  }
}

/** A service answered outside its contract (openapi/): nothing of the answer is used or kept. */
export class MalformedAnswerError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.http
  }
  override name = 'MalformedAnswerError'
  /** What was asked for, as the message names it ('balance', 'sign-in session'...). */
  readonly what: string
  constructor(what: string) {
    super(`Malformed ${what} response`)
    this.what = what
  }
}

/** A service answered within its contract but not what was asked (a revocation it did not do). */
export class UnexpectedAnswerError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.http
  }
  override name = 'UnexpectedAnswerError'
}

/** One reason of a service's error body (the contracts' ErrorReason in `openapi/`). */
export interface ErrorReason {
  name: string
  description: string
}
