import type { Command } from 'commander'
import { defaultPortkitSpec } from '../create/portkit-spec.ts'
import { describeTemplates } from '../create/templates.ts'

export interface CreateFlags {
  template: string
  yes?: boolean
  name?: string
  title?: string
  portkit: string
  theme?: string
}

export function registerCreate(program: Command): void {
  program
    .command('create')
    .description('scaffold a new Portkit app from a template')
    .argument('<dir>', 'folder to create the app in (must be new or empty)')
    .option('--template <name>', `template to copy (available: ${describeTemplates()})`, 'react-vite')
    .option('-y, --yes', 'ask nothing and take the defaults')
    .option('--name <app name>', 'package name of the app (default: the folder name)')
    .option('--title <app title>', 'name wallets and the page title show (default: from the app name)')
    .option('--portkit <spec>', 'dependency spec for portkit in the app package.json', defaultPortkitSpec())
    .option('--theme <light|dark>', 'theme mode written into portkit.config.ts (default: dark)')
    .action(async (dir: string, flags: CreateFlags) => {
      const { runCreate } = await import('../create/run-create.ts')
      await runCreate(dir, flags)
    })
}
