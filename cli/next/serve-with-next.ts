import { watch } from 'node:fs'
import { join } from 'node:path'
import { CONFIG_FILE } from '../../generator/config/load-config.ts'
import type { ServedDevApp, ServeOptions } from '../dev/serve-with-vite.ts'
import { reportError } from '../errors.ts'
import { startNext } from './next-app.ts'

/**
 * `next dev` on the given host and port (Next fails on a busy port rather than moving on); editing the
 * config regenerates src/portkit, which Next's own watcher then reloads.
 */
export async function serveWithNext({ root, host, port, regenerate }: ServeOptions): Promise<ServedDevApp> {
  const child = startNext(root, ['dev', '--hostname', host, '--port', String(port)])
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const watcher = watch(join(root, CONFIG_FILE), () => {
    regenerate().then(
      () => console.log('portkit: regenerated src/portkit from portkit.config.ts'),
      reportError,
    )
  })
  return {
    url: `http://${host}:${port}`,
    async stop() {
      watcher.close()
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
