import type { Command } from 'commander'

export const SERVE_SUMMARY =
  'run the services (data, catalogue, analytics, auth; email login and the secure frame when configured) on one port'

/**
 * `portkit serve` as `portkit --help` lists it. The bin runs the command itself without commander
 * (cli/serve/serve-command.ts): a host's production install has none of the CLI's tools.
 */
export function listServe(program: Command): void {
  program.command('serve').description(`${SERVE_SUMMARY} (portkit serve --help for its commands)`)
}
