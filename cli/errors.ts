import { ConfigError, PortkitError } from '../runtime/core/errors.ts'

/** A user-facing CLI failure (bad flag value, refused target folder): printed as is, exit code 1. */
export class CliError extends PortkitError {
  override name = 'CliError'
}

/** Prints an error the way the user can act on it; a stack only for bugs, or with PORTKIT_DEBUG=1. */
export function reportError(error: unknown): void {
  if (error instanceof ConfigError) {
    console.error(`portkit.config.ts: ${error.message}`)
  } else if (error instanceof PortkitError) {
    console.error(`portkit: ${error.message}`)
  } else {
    console.error(`portkit: ${error instanceof Error ? error.message : String(error)}`)
  }
  const debug = process.env.PORTKIT_DEBUG === '1' || !(error instanceof PortkitError)
  if (debug && error instanceof Error && error.stack) console.error(error.stack)
}
