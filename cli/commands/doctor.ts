import { InvalidArgumentError, type Command } from 'commander'
import { DEVNET_FLAG, DEVNET_FLAG_DOC } from './devnet-flag.ts'

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description(
      'validate portkit.config.ts, check each configured endpoint answers, print the CSP sources it needs',
    )
    .option('--cwd <dir>', 'app folder that holds portkit.config.ts (default: current folder)')
    .option('--timeout <ms>', 'how long each endpoint may take to answer', parseTimeout, 3000)
    .option(DEVNET_FLAG, DEVNET_FLAG_DOC)
    .action(async (options: { cwd?: string; timeout: number; devnet?: boolean }) => {
      const { runDoctor } = await import('../doctor/run-doctor.ts')
      await runDoctor({
        appDir: options.cwd ?? process.cwd(),
        timeoutMs: options.timeout,
        devnet: options.devnet === true,
      })
    })
}

function parseTimeout(value: string): number {
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 1 || ms > 60_000)
    throw new InvalidArgumentError('must be 1 to 60000 milliseconds')
  return ms
}
