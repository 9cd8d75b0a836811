import { PortkitError } from './base.ts'

/** Embedded-wallet request gating of spec sections 6 and 8. */

export class RpcMethodNotAllowedError extends PortkitError {
  override name = 'RpcMethodNotAllowedError'
  readonly method: string
  constructor(method: string) {
    super('Requested RPC call is not allowed')
    this.method = method
  }
}

export class RequestAbortedError extends PortkitError {
  override name = 'RequestAbortedError'
  constructor() {
    super('Request was aborted')
  }
}
