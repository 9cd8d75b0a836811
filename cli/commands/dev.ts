import { InvalidArgumentError, type Command } from 'commander'
import { DEV_HOST, DEV_PORT } from '../dev/dev-origin.ts'

export function registerDev(program: Command): void {
  program
    .command('dev')
    .description(
      'start the local devnet, generate src/portkit and serve the app with Vite (a Next.js app: next dev)',
    )
    .option('--cwd <dir>', 'app folder (default: current folder)')
    .option('--port <number>', `app port (default: ${DEV_PORT}, or the next free one)`, parsePort)
    .option('--host <host>', 'address the app listens on', DEV_HOST)
    .action(async (options: { cwd?: string; port?: number; host: string }) => {
      const { runDev } = await import('../dev/run-dev.ts')
      await runDev({ appDir: options.cwd ?? process.cwd(), port: options.port, host: options.host })
    })
}

function parsePort(value: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new InvalidArgumentError('must be a port number')
  return port
}
