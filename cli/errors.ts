import { ConfigError, PortkitError } from '../runtime/core/errors.ts'

/** A user-facing CLI failure (bad flag value, refused target folder): printed as is, exit code 1. */
export class CliError extends PortkitError {
  override name = 'CliError'
}

/** The command needs the devnet that `portkit dev` runs (it was asked for with `--devnet`). */
export class DevnetNotRunningError extends CliError {
  override name = 'DevnetNotRunningError'
  constructor(reason: string) {
    super(`The devnet is not running (${reason}): start it with \`npm run dev\` (portkit dev)`)
  }
}

/** Doctor's detail for a loopback endpoint that refused the connection, instead of `ECONNREFUSED`. */
export const DEVNET_DOWN_DETAIL = 'the devnet is not running: start it with `npm run dev`'
export const LOOPBACK_REFUSED_DETAIL =
  'nothing listens there; for the devnet, start it with `npm run dev` and run `portkit doctor --devnet`'

/** Printed by `portkit build --devnet`: the bundle holds loopback URLs and is only good on this machine. */
export const DEVNET_BUILD_NOTE =
  'Built against the running devnet: its loopback URLs are in the bundle. Not for production.'

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
