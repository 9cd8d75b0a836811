import { PortkitError } from './base.ts'

/** Thrown texts of spec section 8 about chains, networks, adapters and controller clients. */

export class NoActiveCaipAddressError extends PortkitError {
  override name = 'NoActiveCaipAddressError'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}

export class NoActiveNetworkClientError extends PortkitError {
  override name = 'NoActiveNetworkClientError'
  constructor() {
    super('No ActiveCaipNetwork or client found')
  }
}

export class NoConnectionClientError extends PortkitError {
  override name = 'NoConnectionClientError'
  constructor() {
    super('No ConnectionController client found')
  }
}

/** A namespace was given but no adapter serves it. */
export class AdapterNotFoundError extends PortkitError {
  override name = 'AdapterNotFoundError'
  constructor(namespace: string) {
    super(`Adapter for namespace ${namespace} doesn't exist`)
  }
}

/** No adapter at all where one is required (no namespace to name). */
export class AdapterMissingError extends PortkitError {
  override name = 'AdapterMissingError'
  constructor() {
    super('Adapter not found')
  }
}

export class ChainAdapterNotFoundError extends PortkitError {
  override name = 'ChainAdapterNotFoundError'
  constructor() {
    super('Chain adapter not found')
  }
}

export class CaipNetworkUndefinedError extends PortkitError {
  override name = 'CaipNetworkUndefinedError'
  constructor() {
    super('CaipNetwork is undefined')
  }
}

export class CaipNetworkOrAddressUndefinedError extends PortkitError {
  override name = 'CaipNetworkOrAddressUndefinedError'
  constructor() {
    super('CaipNetwork or CaipAddress is undefined')
  }
}

export class CaipNetworkNotFoundError extends PortkitError {
  override name = 'CaipNetworkNotFoundError'
  constructor() {
    super('CaipNetwork not found')
  }
}

export class UnsupportedChainError extends PortkitError {
  override name = 'UnsupportedChainError'
  constructor() {
    super('Unsupported chain')
  }
}

export class ChainRequiredForAccountDataError extends PortkitError {
  override name = 'ChainRequiredForAccountDataError'
  constructor() {
    super('Chain is required to update chain account data')
  }
}

export class NetworkClientNotSetError extends PortkitError {
  override name = 'NetworkClientNotSetError'
  constructor() {
    super('NetworkController client not set')
  }
}

export class ConnectionClientNotSetError extends PortkitError {
  override name = 'ConnectionClientNotSetError'
  constructor() {
    super('ConnectionController client not set')
  }
}

export class ChainRequiredForConnectionClientError extends PortkitError {
  override name = 'ChainRequiredForConnectionClientError'
  constructor() {
    super('Chain is required to get connection controller client')
  }
}

export class NetworkNotFoundError extends PortkitError {
  override name = 'NetworkNotFoundError'
  constructor() {
    super('Network not found')
  }
}

export class AddressOrAuthConnectorNotFoundError extends PortkitError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor() {
    super('Address or auth connector not found')
  }
}
