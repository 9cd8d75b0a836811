/** The shape every catalogue error shares (viem's): a stable `name` and a `shortMessage` users read. */
export class PortkitError extends Error {
  override name = 'PortkitError'
  readonly shortMessage: string

  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
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

/** A hook was called outside <PortkitProvider>: a host-developer mistake, reported plainly. */
export class ProviderMissingError extends PortkitError {
  override name = 'ProviderMissingError'
  constructor() {
    super('Portkit hooks must be used inside <PortkitProvider>')
  }
}
