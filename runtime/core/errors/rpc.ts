import { PortkitError } from './base.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** Embedded-wallet request gating of spec sections 6 and 8. */

export class RpcMethodNotAllowedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.embeddedWallet
  }
  override name = 'RpcMethodNotAllowedError'
  readonly method: string
  constructor(method: string) {
    super('Requested RPC call is not allowed', { metaMessages: [`Method: ${method}`] })
    this.method = method
  }
}

export class RequestAbortedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.embeddedWallet
  }
  override name = 'RequestAbortedError'
  constructor() {
    super('Request was aborted')
  }
}
