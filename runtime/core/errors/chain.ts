import { PortkitError } from './base.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/**
 * Thrown texts of spec section 8 about chains, networks, adapters and controller clients. The spec's
 * texts for situations this design cannot reach ('Adapter not found', 'Chain adapter not found',
 * 'CaipNetwork is undefined' / 'not found', 'CaipNetwork or CaipAddress is undefined', the 'client not
 * set' and 'Chain is required' texts) have no class: tests/spec/README.md says why for each.
 */

export class NoActiveCaipAddressError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.chain
  }
  override name = 'NoActiveCaipAddressError'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}

export class NoActiveNetworkClientError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.chain
  }
  override name = 'NoActiveNetworkClientError'
  constructor() {
    super('No ActiveCaipNetwork or client found')
  }
}

export class NoConnectionClientError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.chain
  }
  override name = 'NoConnectionClientError'
  constructor() {
    super('No ConnectionController client found')
  }
}

/** A namespace was given but no adapter serves it. */
export class AdapterNotFoundError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.chain
  }
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super(`Adapter for namespace ${namespace} doesn't exist`)
  }
}

export class UnsupportedChainError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.chain
  }
  override name = 'UnsupportedChainError'
  constructor() {
    super('Unsupported chain')
  }
}

export class NetworkNotFoundError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.chain
  }
  override name = 'NetworkNotFoundError'
  constructor() {
    super('Network not found')
  }
}

export class AddressOrAuthConnectorNotFoundError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.chain
  }
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor() {
    super('Address or auth connector not found')
  }
}
