import { PortkitError } from './base.ts'
import { catalogueText } from './catalogue-text.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/**
 * The WalletConnect relay socket's failures (runtime/connectors/walletconnect/relay-connection.ts). The SDK's
 * relayer catches them and tries again; a visitor sees spec 8's 'Connection failed' once no pairing URI has
 * come within the RPC timeout. They name the relay's origin only: its URL carries an auth token.
 */

/** The relay took the connection and did not answer the handshake in time. */
export class RelayHandshakeTimeoutError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.relay
  }
  override name = 'RelayHandshakeTimeoutError'
  constructor(origin: string, timeoutMs: number) {
    super(`The relay at ${origin} did not answer within ${timeoutMs / 1000} s`)
  }
}

/** The relay refused or dropped the connection before it opened. */
export class RelayConnectionError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.relay
  }
  override name = 'RelayConnectionError'
  constructor(origin: string) {
    super(`WebSocket connection failed for host: ${origin}`)
  }
}

/** A close asked of a socket that is not open (the SDK's own text for it, which its relayer expects). */
export class RelayAlreadyClosedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.relay
  }
  override name = 'RelayAlreadyClosedError'
  constructor() {
    super('Connection already closed')
  }
}

/**
 * A WalletConnect pairing that failed otherwise than by the visitor's rejection: the SDK's or the relay's own
 * words, or spec 8's 'Connection failed' when they gave none.
 */
export class PairingFailedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.relay
  }
  override name = 'PairingFailedError'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message || catalogueText('CONNECTION_FAILED'), options)
  }
}
