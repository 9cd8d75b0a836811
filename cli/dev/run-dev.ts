import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startDevnet } from '../../devnet/index.ts'
import { generate } from '../../generator/compose/generate.ts'
import { CONFIG_FILE } from '../../generator/config/load-config.ts'
import { reportError } from '../errors.ts'
import { DEV_PORT } from './dev-origin.ts'
import { printDevnet } from './print-devnet.ts'

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']

export interface DevOptions {
  appDir: string
  port?: number
  host: string
}

/**
 * `portkit dev`: devnet, then generate against its manifest, then Vite. Each started part registers
 * its stop; a failure or a signal stops them in reverse order, so nothing is left running.
 */
export async function runDev({ appDir, port, host }: DevOptions): Promise<void> {
  const root = resolve(appDir)
  // Listen before starting anything: a Ctrl-C during start-up must still stop what has started.
  const signal = untilSignal()
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(reportError)
  }

  try {
    const devnet = await startDevnet({ appDir: root })
    stops.push(() => devnet.stop())
    await generate({ appDir: root, manifest: devnet.manifest })

    const { createServer } = await import('vite')
    const configFile = VITE_CONFIGS.map((name) => join(root, name)).find((file) => existsSync(file))
    const server = await createServer({
      root,
      configFile: configFile ?? false,
      clearScreen: false,
      // The default port is the one `portkit create` wrote into metadata.url; a busy one moves on.
      server: { host, port: port ?? DEV_PORT, strictPort: port !== undefined },
    })
    stops.push(() => server.close())
    await server.listen()

    // Editing the config regenerates src/portkit; Vite then reloads the page.
    const configPath = join(root, CONFIG_FILE)
    server.watcher.add(configPath)
    server.watcher.on('change', (file) => {
      if (resolve(file) !== configPath) return
      generate({ appDir: root, manifest: devnet.manifest }).then(
        () => console.log('portkit: regenerated src/portkit from portkit.config.ts'),
        reportError,
      )
    })
    printDevnet(devnet.manifest, server.resolvedUrls?.local[0])
  } catch (error) {
    await stopAll()
    throw error
  }

  console.log(`\nportkit: ${await signal} received, stopping the app and the devnet`)
  await stopAll()
  process.exit(0)
}

/** Resolves on the first SIGINT or SIGTERM; later ones are swallowed so shutdown is never cut short. */
function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let received = false
    const onSignal = (signal: NodeJS.Signals) => {
      if (received) return
      received = true
      resolve(signal)
    }
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
  })
}
