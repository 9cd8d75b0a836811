import { PortkitError } from './base.ts'
import { catalogueText, type CatalogueText } from './catalogue-text.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** Wallet and chain-switch failures of spec section 8. */

export class UserRejectedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'UserRejectedError'
  constructor(options?: { cause?: unknown }) {
    super('User rejected the request', options)
  }
}

/** The add-chain attempt after codes 4902, 5000 or 32603 failed. */
export class ChainNotSupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'ChainNotSupportedError'
  constructor(options?: { cause?: unknown }) {
    super('Chain is not supported', options)
  }
}

/** The wallet answered the switch request with "method not supported" (4200) or "not found" (-32601). */
export class SwitchNetworkNotSupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'SwitchNetworkNotSupportedError'
  constructor(options?: { cause?: unknown }) {
    super('Connector does not support switching networks', options)
  }
}

export class ProviderNotFoundError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'ProviderNotFoundError'
  constructor() {
    super('Provider not found')
  }
}

export class NoAccountReturnedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'NoAccountReturnedError'
  constructor() {
    super('The wallet returned no account')
  }
}

/** An account to switch to that the connected wallet did not grant (or a wallet that grants one only). */
export class WalletAccountNotGrantedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'WalletAccountNotGrantedError'
  constructor(address: string) {
    super(`The wallet did not grant the account ${address}`)
  }
}

export class MissingRpcUrlError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'MissingRpcUrlError'
  constructor(caipNetworkId: string) {
    super(`No RPC URL for ${caipNetworkId}`)
  }
}

export class ConnectorAlreadyConnectedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'ConnectorAlreadyConnectedError'
  constructor() {
    super('Connector already connected')
  }
}

export class DisconnectError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'DisconnectError'
  constructor(options?: { cause?: unknown }) {
    super('Failed to disconnect', options)
  }
}

/** The fee of a transaction could not be estimated (the node refused it, or could not be reached). */
export class EstimateGasError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'EstimateGasError'
  constructor(options?: { cause?: unknown }) {
    super(catalogueText('ESTIMATE_GAS_FAILED'), options)
  }
}

/** A mined transaction that reverted: the revert reason, or 'unknown reason'. */
export class TransactionRevertedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.wallet
  }
  override name = 'TransactionRevertedError'
  constructor(reason?: string) {
    super(reason && reason.length > 0 ? reason : 'unknown reason')
  }
}

/**
 * The secure frame answered with an error event: its own words, or the catalogue's 'An error occurred' when
 * it sent none (or a catalogue text a subclass names).
 */
export class FrameError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.embeddedWallet
  }
  override name = 'FrameError'
  constructor(message?: string | CatalogueText) {
    super(message ? message : catalogueText('FRAME_ERROR'))
  }
}
