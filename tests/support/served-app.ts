import { rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { startDevnet, type Devnet } from '../../devnet/index.ts'
import { run } from './run.ts'
import { packPortkit, scaffoldApp } from './scaffold-app.ts'
import { serveStatic } from './static-server.ts'

export interface ServedApp {
  appDir: string
  devnet: Devnet
  url: string
  /** What `npm run build -- --devnet` (`portkit build --devnet`) printed, e.g. its size table. */
  buildOutput: string
  stop(): Promise<void>
}

// One packed tarball per test process: every spec installs the same build of portkit.
let tarball: Promise<string> | undefined

/**
 * A new user's app, end to end: scaffolded with the CLI, installed from the packed repo, built against a
 * running devnet (so its manifest is baked into the config) and served on loopback.
 */
export async function startServedApp(
  options: { beforeBuild?: (appDir: string, devnet: Devnet) => Promise<void> } = {},
): Promise<ServedApp> {
  const appDir = await scaffoldApp({ tarball: await (tarball ??= packPortkit()) })
  const devnet = await startDevnet({ appDir })
  try {
    await options.beforeBuild?.(appDir, devnet)
    // A test build: --devnet bakes the running devnet's URLs in (a production build refuses loopback RPCs).
    const buildOutput = await run('npm', ['run', 'build', '--', '--devnet'], { cwd: appDir })
    const server = await serveStatic(join(appDir, 'dist'))
    return {
      appDir,
      devnet,
      url: server.url,
      buildOutput,
      async stop() {
        await server.close()
        await devnet.stop()
        await rm(dirname(appDir), { recursive: true, force: true })
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
