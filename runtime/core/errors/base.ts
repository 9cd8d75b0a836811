import { SDK_VERSION } from '../constants.ts'
import type { CatalogueMessageKey, CatalogueText } from './catalogue-text.ts'
import { ERROR_DOCS } from './docs-paths.ts'

export interface PortkitErrorOptions {
  cause?: unknown
  /** Extra lines for developers (viem's `metaMessages`): e.g. the request that failed, the chain. */
  metaMessages?: readonly string[]
}

/**
 * The shape every catalogue error shares (viem's): a stable `name`, a `shortMessage` users read (the spec's
 * text, also the `message`), `details` from the innermost cause (what a node or wallet said), `walk()`
 * through the causes, `metaMessages` and a `docsPath`, as viem's BaseError has. The `message` stays the
 * spec's text (hosts and tests match it); `fullMessage` composes it with the rest, as viem's `message` does.
 * A text of the core catalogue (a toast, an alert) also carries its `messageKey`, so the UI shows it in the
 * visitor's language.
 */
export class PortkitError extends Error {
  /**
   * The page under docs/ (with its anchor) that explains this class of error; subclasses name their own.
   * A getter, not a static field: a field reading ERROR_DOCS runs when the class is defined, which keeps
   * every error class in every bundle (bundlers cannot drop a class whose definition reads a property).
   */
  static get docsPath(): string {
    return ERROR_DOCS.setup
  }

  override name = 'PortkitError'
  readonly shortMessage: string
  readonly metaMessages: readonly string[]
  /** The core catalogue key of `shortMessage`, when it is a core catalogue text (not a wallet's words). */
  readonly messageKey: CatalogueMessageKey | undefined

  constructor(shortMessage: string | CatalogueText, options: PortkitErrorOptions = {}) {
    const catalogued = typeof shortMessage === 'object' && shortMessage !== null ? shortMessage : undefined
    const text = catalogued ? catalogued.text : (shortMessage as string)
    super(text, 'cause' in options ? { cause: options.cause } : undefined)
    this.shortMessage = text
    this.messageKey = catalogued?.key
    this.metaMessages = options.metaMessages ?? []
  }

  /** docs/<docsPath>: the page that explains this error (the class's own, else its parent's). */
  get docsPath(): string {
    return (this.constructor as typeof PortkitError).docsPath
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

  /** The short message, then the meta lines, the docs page, the details and the version (viem's layout). */
  get fullMessage(): string {
    return [
      this.shortMessage,
      ...(this.metaMessages.length > 0 ? ['', ...this.metaMessages] : []),
      '',
      `Docs: docs/${this.docsPath}`,
      ...(this.details === undefined ? [] : [`Details: ${this.details}`]),
      `Version: portkit@${SDK_VERSION}`,
    ].join('\n')
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
  static override get docsPath(): string {
    return ERROR_DOCS.setup
  }
  override name = 'ConfigError'
  readonly option: string

  constructor(option: string, message: string) {
    super(`${option}: ${message}`)
    this.option = option
  }
}

/** A hook was called outside <PortkitProvider>: a host-developer mistake, reported plainly. */
export class ProviderMissingError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.setup
  }
  override name = 'ProviderMissingError'
  constructor() {
    super('Portkit hooks must be used inside <PortkitProvider>')
  }
}
