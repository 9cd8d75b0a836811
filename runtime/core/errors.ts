/**
 * The error catalogue of spec section 8. Every text the runtime throws or shows comes from here, so a
 * test can assert it and a translator can find it. Errors carry a stable `name` and a `shortMessage`
 * (viem's shape); alerts are short/long message pairs.
 */

export interface Alert {
  shortMessage: string
  longMessage: string
}

export const ALERTS = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'network must be in the networks array',
  },
  PROJECT_ID_NOT_CONFIGURED: { shortMessage: 'Project ID Not Configured', longMessage: '' },
  INVALID_PROJECT_ID: { shortMessage: 'Invalid App Configuration', longMessage: 'Invalid Project ID' },
} as const satisfies Record<string, Alert>

export function alertText(alert: Alert): string {
  return alert.longMessage ? `${alert.shortMessage} - ${alert.longMessage}` : alert.shortMessage
}

export class PortkitError extends Error {
  override name = 'PortkitError'
  readonly shortMessage: string

  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}

export class InvalidCaipNetworkIdError extends PortkitError {
  override name = 'InvalidCaipNetworkIdError'
  constructor() {
    super('Invalid CAIP-2 network id')
  }
}

export class InvalidCaipAddressError extends PortkitError {
  override name = 'InvalidCaipAddressError'
  constructor() {
    super('Invalid CAIP-10 address')
  }
}

/** Config validation failure: names the option and the rule it broke. */
export class ConfigError extends PortkitError {
  override name = 'ConfigError'
  readonly option: string

  constructor(option: string, message: string) {
    super(`${option}: ${message}`)
    this.option = option
  }
}

export class UserRejectedError extends PortkitError {
  override name = 'UserRejectedError'
  constructor(options?: { cause?: unknown }) {
    super('User rejected the request', options)
  }
}

export class ChainNotSupportedError extends PortkitError {
  override name = 'ChainNotSupportedError'
  constructor(options?: { cause?: unknown }) {
    super('Chain is not supported', options)
  }
}

export class ProviderNotFoundError extends PortkitError {
  override name = 'ProviderNotFoundError'
  constructor() {
    super('Provider not found')
  }
}

export class ConnectorAlreadyConnectedError extends PortkitError {
  override name = 'ConnectorAlreadyConnectedError'
  constructor() {
    super('Connector already connected')
  }
}

export class DisconnectError extends PortkitError {
  override name = 'DisconnectError'
  constructor(options?: { cause?: unknown }) {
    super('Failed to disconnect', options)
  }
}

export class AdapterNotFoundError extends PortkitError {
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super(`Adapter for namespace ${namespace} doesn't exist`)
  }
}

export class HttpStatusError extends PortkitError {
  override name = 'HttpStatusError'
  readonly status: number
  constructor(status: number) {
    super(`HTTP status code: ${status}`)
    this.status = status
  }
}
