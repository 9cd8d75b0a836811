/**
 * The shape every catalogue error shares (viem's): a stable `name`, a `shortMessage` users read (the spec's
 * text, also the `message`), `details` from the innermost cause (what a node or wallet said), and `walk()`
 * through the causes, as viem's BaseError has.
 */
export class PortkitError extends Error {
  override name = 'PortkitError'
  readonly shortMessage: string

  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }

  /** The innermost cause's own words (a viem error's `details`, else its message); undefined without a cause. */
  get details(): string | undefined {
    if (this.cause === undefined) return undefined
    const innermost = this.walk()
    if (innermost === this) return undefined
    const { details, message } = innermost as { details?: unknown; message?: unknown }
    if (typeof details === 'string' && details) return details
    return typeof message === 'string' ? message : String(innermost)
  }

  /**
   * Follows `cause` from this error: the first error `match` accepts (or null when none does), or without
   * `match` the innermost one. Stops at a cycle.
   */
  walk(match?: (error: unknown) => boolean): unknown {
    return walkCauses(this, match)
  }
}

function walkCauses(start: unknown, match?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current = start
  while (current !== undefined && current !== null && !seen.has(current)) {
    if (match?.(current)) return current
    seen.add(current)
    const next = (current as { cause?: unknown }).cause
    if (next === undefined || next === null) return match ? null : current
    current = next
  }
  return match ? null : current
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
