import type { Command } from 'commander'

export function registerServe(program: Command): void {
  const serve = program
    .command('serve')
    .description(
      'run the services (data, catalogue, analytics, auth; email login and the secure frame when configured) on one port',
    )
    .option(
      '--config <file>',
      'server config file (default: portkit.server.ts when present; else the environment only)',
    )
    .action(async (options: { config?: string }) => {
      const { runServe } = await import('../serve/run-serve.ts')
      await runServe({ configFile: options.config })
    })
  serve
    .command('migrate')
    .description(
      'bring the database (DATABASE_URL, else embedded PGlite) up to the current schema, then exit',
    )
    .option('--config <file>', 'server config file (default: portkit.server.ts when present)')
    .action(async (options: { config?: string }) => {
      const { runMigrate } = await import('../serve/run-serve.ts')
      await runMigrate({ configFile: options.config })
    })
}
