import type { Command } from 'commander'
import { PROJECT_SERVICES } from '../../server/projects/project-store.ts'

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
  // `--config` is serve's: commander gives it to serve wherever it is written, so the subcommands read it there.
  const configFile = () => serve.opts<{ config?: string }>().config
  serve
    .command('migrate')
    .description(
      'bring the database (DATABASE_URL, else embedded PGlite) up to the current schema, then exit',
    )
    .action(async () => {
      const { runMigrate } = await import('../serve/run-serve.ts')
      await runMigrate({ configFile: configFile() })
    })
  const project = serve
    .command('project')
    .description("the projects this server serves: each projectId's services, analytics and allowed origins")
  project
    .command('add <projectId>')
    .description('add a project (or change its settings); it allows no origin until allow-origin adds one')
    .option('--services <list>', `comma-separated (default: all of ${PROJECT_SERVICES.join(',')})`)
    .option('--no-analytics', "drop the project's analytics events and tell its modal analytics is off")
    .action(async (projectId: string, options: { services?: string; analytics: boolean }) => {
      const { runProjectCommand } = await import('../serve/project-command.ts')
      await runProjectCommand(configFile(), (projects) =>
        projects.save({
          projectId,
          analytics: options.analytics,
          services: options.services?.split(',').map((name) => name.trim()) ?? PROJECT_SERVICES,
        }),
      )
    })
  project
    .command('allow-origin <projectId> <origin>')
    .description('let pages on an exact origin (https://shop.example) call the services and embed the frame')
    .action(async (projectId: string, origin: string) => {
      const { runProjectCommand } = await import('../serve/project-command.ts')
      await runProjectCommand(configFile(), (projects) => projects.allowOrigin(projectId, origin))
    })
  project
    .command('list')
    .description('print every project as JSON')
    .action(async () => {
      const { runProjectCommand } = await import('../serve/project-command.ts')
      await runProjectCommand(configFile(), (projects) => projects.list())
    })
}
