import { Command } from 'commander'
import { portkitVersion } from '../generator/compose/portkit-version.ts'
import { registerBuild } from './commands/build.ts'
import { registerCreate } from './commands/create.ts'
import { registerDev } from './commands/dev.ts'
import { registerGenApi } from './commands/gen-api.ts'
import { registerDoctor } from './commands/doctor.ts'
import { registerGenerate } from './commands/generate.ts'
import { registerPlugins } from './commands/plugins.ts'
import { listServe } from './commands/serve.ts'
import { reportError } from './errors.ts'

/**
 * The `portkit` CLI. Commands load their implementation only when they run, so `--help` stays fast and
 * does not pull in Vite or the devnet.
 */
export async function runCli(argv: string[]): Promise<void> {
  const program = new Command('portkit')
    .description('Open, self-hostable wallet-connection modal for React: scaffold, generate, develop, build')
    .version(portkitVersion(), '-v, --version', 'print the portkit version')
    .showHelpAfterError()
  registerCreate(program)
  registerGenerate(program)
  registerBuild(program)
  registerDev(program)
  listServe(program)
  registerPlugins(program)
  registerDoctor(program)
  registerGenApi(program)

  try {
    await program.parseAsync(argv)
  } catch (error) {
    reportError(error)
    process.exitCode = 1
  }
}
