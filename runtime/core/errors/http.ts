import { PortkitError } from './base.ts'

/** The HTTP client throws on any non-ok answer (spec section 7). */
export class HttpStatusError extends PortkitError {
  override name = 'HttpStatusError'
  readonly status: number
  /** The reasons of the service's error body, when it sent one (spec section 8 prefers the first one's). */
  readonly reasons: readonly ErrorReason[]
  constructor(status: number, reasons: readonly ErrorReason[] = []) {
    super(`HTTP status code: ${status}`)
    this.status = status
    this.reasons = reasons
  }
}

/** One reason of a service's error body (the contracts' ErrorReason in `openapi/`). */
export interface ErrorReason {
  name: string
  description: string
}
