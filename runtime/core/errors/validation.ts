import { LOCALES } from '../i18n/locales.ts'
import { THEME_VARIABLE_NAMES } from '../theme-contract.ts'
import { PortkitError } from './base.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** Rejections of spec section 5, each with its exact text. */

export class InvalidCaipNetworkIdError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidCaipNetworkIdError'
  constructor() {
    super('Invalid CAIP-2 network id')
  }
}

/** Parsing a full CAIP-10 address says 'Invalid CAIP-10 address'; reading its plain part 'Invalid CAIP Address'. */
export class InvalidCaipAddressError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidCaipAddressError'
  constructor(text: 'Invalid CAIP-10 address' | 'Invalid CAIP Address' = 'Invalid CAIP-10 address') {
    super(text)
  }
}

export class InvalidDecimalError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidDecimalError'
  constructor() {
    super('Number is not a valid decimal number')
  }
}

export class InvalidAccountNameError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidAccountNameError'
  constructor() {
    super('Name must be at least 4 characters and use only letters, digits and hyphens')
  }
}

/** ENSIP-15 rejection; the normaliser's own reason is kept as the cause. */
export class InvalidEnsNameError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidEnsNameError'
  constructor(options?: { cause?: unknown }) {
    super('Invalid name', options)
  }
}

export class InvalidCoinTypeChainIdError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidCoinTypeChainIdError'
  readonly chainId: number
  constructor(chainId: number) {
    super('Invalid chainId')
    this.chainId = chainId
  }
}

export class InvalidSendCallsError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidSendCallsError'
  constructor(field: 'to' | 'data') {
    super(`wallet_sendCalls: each call's ${field} must start with 0x`)
  }
}

export class EmailLoginCooldownError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'EmailLoginCooldownError'
  readonly seconds: number
  constructor(seconds: number) {
    super(`Please try again after ${seconds} seconds`)
    this.seconds = seconds
  }
}

/** A frame request field failed its check (email, OTP, provider, theme mode, commitment). */
export class InvalidFrameFieldError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidFrameFieldError'
  readonly field: string
  constructor(field: string) {
    super(`Invalid ${field}`)
    this.field = field
  }
}

/** `setThemeVariables` with a name the theme contract does not have (THEME_VARIABLE_NAMES). */
export class UnknownThemeVariableError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'UnknownThemeVariableError'
  readonly variable: string
  constructor(variable: string) {
    super(`Unknown theme variable "${variable}" (known: ${THEME_VARIABLE_NAMES.join(', ')})`)
    this.variable = variable
  }
}

/** A theme variable's value must be of its kind in the theme contract (or undefined, to go back to the default). */
export class InvalidThemeVariableValueError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidThemeVariableValueError'
  readonly variable: string
  /** The rule the value broke, e.g. `must be an integer from -2147483648 to 2147483647`. */
  constructor(variable: string, rule: string) {
    super(`Theme variable "${variable}" ${rule}`)
    this.variable = variable
  }
}

/** Spec section 5: theme mode is light or dark; `system` follows the visitor's colour scheme. */
export class InvalidThemeModeError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'InvalidThemeModeError'
  constructor() {
    super("Theme mode is light or dark (or system, to follow the visitor's colour scheme)")
  }
}

/** `setLocale` (or the `locale` option) with a locale Portkit has no messages for. */
export class UnknownLocaleError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.validation
  }
  override name = 'UnknownLocaleError'
  readonly locale: unknown
  constructor(locale: unknown) {
    super(`Unknown locale ${JSON.stringify(locale)} (known: ${LOCALES.join(', ')})`)
    this.locale = locale
  }
}
