import { parseArgs } from 'node:util'
import { PROJECT_SERVICES } from '../../server/projects/project-store.ts'
import { SERVE_SUMMARY } from '../commands/serve.ts'
import { CliError, reportError } from '../errors.ts'
import { runProjectCommand } from './project-command.ts'
import { runDoctor, runMigrate, runServe } from './run-serve.ts'

export const SERVE_HELP = `Usage: portkit serve [command] [options]

${SERVE_SUMMARY}

Commands:
  (none)                                  serve until SIGTERM or SIGINT
  migrate                                 bring the database (DATABASE_URL, else embedded PGlite) up to the
                                          current schema, then exit
  doctor                                  check every source the config names (nodes, contracts, price feeds,
                                          ots_ history, SMTP, OpenID discovery, on-ramp page) and print what
                                          each feature will do; exits 1 when one fails
  project add <projectId>                 add a project (or change its settings); it allows no origin until
                                          allow-origin adds one
  project allow-origin <projectId> <origin>
                                          let pages on an exact origin (https://shop.example) call the services
                                          and embed the frame
  project list                            print every project as JSON

Options:
  --config <file>    server config file (default: portkit.server.ts when present; else the environment only)
  --services <list>  project add: comma-separated (default: all of ${PROJECT_SERVICES.join(',')})
  --no-analytics     project add: drop the project's analytics events and tell its modal analytics is off
  -h, --help         display help for command
`

interface ServeArgs {
  /** The command's own arguments, by name. */
  args: string[]
  configFile: string | undefined
  services: string | undefined
  analytics: boolean
}

interface Subcommand {
  /** Its words after `portkit serve`. */
  words: string[]
  /** How many arguments follow them. */
  arity: number
  /** Whether it takes --services and --no-analytics. */
  projectOptions?: boolean
  run(parsed: ServeArgs): Promise<void>
}

/** Matched in order: plain `serve` (no words) last, as every command line starts with it. */
const SUBCOMMANDS: Subcommand[] = [
  {
    words: ['project', 'add'],
    arity: 1,
    projectOptions: true,
    run: ({ args: [projectId], configFile, services, analytics }) =>
      runProjectCommand(configFile, (projects) =>
        projects.save({
          projectId: projectId!,
          analytics,
          services: services?.split(',').map((name) => name.trim()) ?? PROJECT_SERVICES,
        }),
      ),
  },
  {
    words: ['project', 'allow-origin'],
    arity: 2,
    run: ({ args: [projectId, origin], configFile }) =>
      runProjectCommand(configFile, (projects) => projects.allowOrigin(projectId!, origin!)),
  },
  {
    words: ['project', 'list'],
    arity: 0,
    run: ({ configFile }) => runProjectCommand(configFile, (projects) => projects.list()),
  },
  { words: ['migrate'], arity: 0, run: ({ configFile }) => runMigrate({ configFile }) },
  { words: ['doctor'], arity: 0, run: ({ configFile }) => runDoctor({ configFile }) },
  { words: [], arity: 0, run: ({ configFile }) => runServe({ configFile }) },
]

/**
 * `portkit serve [command]`, the dist/cli/serve.js entry the bin runs. Parsed with Node's own parseArgs, not
 * commander: it runs in a host's production install, which has none of the CLI's tools.
 */
export async function runServeCommand(argv: string[]): Promise<void> {
  try {
    const parsed = parseServeArgs(argv)
    if (parsed === 'help') process.stdout.write(SERVE_HELP)
    else await parsed.command.run(parsed.args)
  } catch (error) {
    reportError(error)
    process.exitCode = 1
  }
}

function parseServeArgs(argv: string[]): 'help' | { command: Subcommand; args: ServeArgs } {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        config: { type: 'string' },
        services: { type: 'string' },
        'no-analytics': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${SERVE_HELP}`)
  }
  const { values, positionals } = parsed
  if (values.help) return 'help'
  const command = SUBCOMMANDS.find(({ words }) => words.every((word, i) => positionals[i] === word))!
  const args = positionals.slice(command.words.length)
  const name = ['serve', ...command.words].join(' ')
  if (args.length !== command.arity)
    throw new CliError(
      args.length > command.arity
        ? `Unknown argument '${args.slice(command.arity).join(' ')}' for portkit ${name}\n\n${SERVE_HELP}`
        : `portkit ${name} needs ${command.arity} argument(s)\n\n${SERVE_HELP}`,
    )
  if (!command.projectOptions && (values.services !== undefined || values['no-analytics']))
    throw new CliError(`--services and --no-analytics are options of portkit serve project add only`)
  return {
    command,
    args: {
      args,
      configFile: values.config,
      services: values.services,
      analytics: values['no-analytics'] !== true,
    },
  }
}
