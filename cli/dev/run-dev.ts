import { resolve } from 'node:path'
import { startDevnet, type Devnet } from '../../devnet/index.ts'
import { generate } from '../../generator/compose/generate.ts'
import { reportError } from '../errors.ts'
import { DEV_PORT } from './dev-origin.ts'
import { isNextApp } from '../next/next-app.ts'
import { serveWithNext } from '../next/serve-with-next.ts'
import { printDevnet } from './print-devnet.ts'
import { serveWithVite } from './serve-with-vite.ts'
import { devnetPartsFor } from './devnet-parts.ts'

export interface DevOptions {
  appDir: string
  port?: number
  host: string
}

/**
 * `portkit dev`: devnet, then generate against its manifest, then Vite (a Next.js app: `next dev`). Each started part registers
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
    const devnet = await startDevnet({ appDir: root, ...(await devnetPartsFor(root)) })
    stops.push(() => devnet.stop())
    const generated = await generate({ appDir: root, manifest: devnet.manifest })

    const serve = isNextApp(root) ? serveWithNext : serveWithVite
    const app = await serve({
      root,
      host,
      port: port ?? DEV_PORT,
      strictPort: port !== undefined,
      regenerate: async () => {
        const { config } = await generate({ appDir: root, manifest: devnet.manifest })
        // An edited projectId gets its own allowlist entry for the served origin (called once serving).
        await allowServedOrigin(devnet, config.projectId, app.url)
      },
    })
    stops.push(() => app.stop())
    await allowServedOrigin(devnet, generated.config.projectId, app.url)
    printDevnet(devnet.manifest, app.url)
  } catch (error) {
    await stopAll()
    throw error
  }

  console.log(`\nportkit: ${await signal} received, stopping the app and the devnet`)
  await stopAll()
  process.exit(0)
}

/**
 * The services refuse an unknown projectId and pages off the project's allowlist (spec section 8); the
 * app's projectId is a project of the devnet's server, and the origin the app is served on (the one a
 * developer opens) is on its allowlist.
 */
async function allowServedOrigin(devnet: Devnet, projectId: string, appUrl: string | undefined) {
  await devnet.allowApp(projectId, appUrl === undefined ? undefined : new URL(appUrl).origin)
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
