import { PortkitError } from './base.ts'

/** The HTTP client throws on any non-ok answer (spec section 7). */
export class HttpStatusError extends PortkitError {
  override name = 'HttpStatusError'
  readonly status: number
  constructor(status: number) {
    super(`HTTP status code: ${status}`)
    this.status = status
  }
}
