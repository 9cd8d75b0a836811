import { PortkitError } from './base.ts'
import { catalogueText } from './catalogue-text.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** Thrown texts of spec section 8 from the feature flows: gas, swaps, SIWX, history, names and email login. */

export class GasPriceNetworkNotSupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'GasPriceNetworkNotSupportedError'
  constructor() {
    super('Network not supported for Gas Price')
  }
}

export class SwapNetworkNotSupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'SwapNetworkNotSupportedError'
  constructor() {
    super('Network not supported for Swaps')
  }
}

/** The connected wallet does not report ERC-7715 permissions (wallet_getCapabilities) for the network. */
export class SmartSessionsUnsupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'SmartSessionsUnsupportedError'
  constructor() {
    super(catalogueText('SMART_ACCOUNTS_UNSUPPORTED'))
  }
}

export class SiwxNotEnabledError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'SiwxNotEnabledError'
  constructor() {
    super('SIWX is not enabled')
  }
}

/**
 * Email login has no embedded wallet to drive (no auth connector on the page), or the secure frame answered
 * the login with a step the flow does not know.
 */
export class EmailLoginDependencyError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'EmailLoginDependencyError'
  constructor() {
    super(catalogueText('EMAIL_LOGIN_DEPENDENCY'))
  }
}

/** The secure frame answered a step of the email update with another step than the one that follows. */
export class UnexpectedEmailUpdateStepError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'UnexpectedEmailUpdateStepError'
  constructor(
    readonly expected: string,
    readonly received: string,
  ) {
    super(catalogueText('SOMETHING_WENT_WRONG'))
  }
}

/** The social login's sign-in window could not open (`blocked`), or closed or was sent off the web (`closed`). */
export class SignInWindowError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'SignInWindowError'
  constructor(
    readonly reason: 'blocked' | 'closed',
    message: string,
  ) {
    super(message)
  }
}

export class HistoryWithoutAddressError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'HistoryWithoutAddressError'
  constructor() {
    super("Transactions can't be fetched without an accountAddress")
  }
}

export class ResolveNameError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'ResolveNameError'
  constructor(options?: { cause?: unknown }) {
    super('Error resolving name', options)
  }
}

export class NameSuggestionsError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'NameSuggestionsError'
  constructor(options?: { cause?: unknown }) {
    super('Error fetching name suggestions', options)
  }
}

export class NamesForAddressError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'NamesForAddressError'
  constructor(options?: { cause?: unknown }) {
    super('Error fetching names for address', options)
  }
}

/** Prefers the server's first reason description over the generic text. */
export class RegisterNameError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'RegisterNameError'
  constructor(name: string, reasons?: readonly { description?: string }[], options?: { cause?: unknown }) {
    super(reasons?.[0]?.description || `Error registering name ${name}`, options)
  }
}

/** viem does not export its metadata error, so the avatar flow has its own (same wording as viem's). */
export class AvatarInvalidMetadataError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.features
  }
  override name = 'AvatarInvalidMetadataError'
  constructor() {
    super('Unable to extract image from metadata. The metadata may be malformed or invalid.')
  }
}
