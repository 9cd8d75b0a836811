import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CONFIG_FILE } from '../../generator/config/load-config.ts'
import { reportError } from '../errors.ts'

const VITE_CONFIGS = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs']

export interface ServeOptions {
  root: string
  host: string
  /** The default port is the one `portkit create` wrote into metadata.url. */
  port: number
  /** Given: that port or fail; otherwise a busy port moves on. */
  strictPort: boolean
  /** Rewrites src/portkit from portkit.config.ts. */
  regenerate: () => Promise<unknown>
}

export interface ServedDevApp {
  url: string | undefined
  stop(): Promise<void>
}

/** The app's Vite dev server; editing the config regenerates src/portkit, and Vite then reloads the page. */
export async function serveWithVite({
  root,
  host,
  port,
  strictPort,
  regenerate,
}: ServeOptions): Promise<ServedDevApp> {
  const { createServer } = await import('vite')
  const configFile = VITE_CONFIGS.map((name) => join(root, name)).find((file) => existsSync(file))
  const server = await createServer({
    root,
    configFile: configFile ?? false,
    clearScreen: false,
    server: { host, port, strictPort },
  })
  try {
    await server.listen()
  } catch (error) {
    await server.close()
    throw error
  }
  const configPath = join(root, CONFIG_FILE)
  server.watcher.add(configPath)
  server.watcher.on('change', (file) => {
    if (resolve(file) !== configPath) return
    regenerate().then(
      () => console.log('portkit: regenerated src/portkit from portkit.config.ts'),
      reportError,
    )
  })
  return { url: server.resolvedUrls?.local[0], stop: () => server.close() }
}
