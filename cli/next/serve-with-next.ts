import { watch } from 'node:fs'
import { join } from 'node:path'
import { CONFIG_FILE } from '../../generator/config/load-config.ts'
import type { ServedDevApp, ServeOptions } from '../dev/serve-with-vite.ts'
import { reportError } from '../errors.ts'
import { startNext } from './next-app.ts'
import { packageFile } from '../../generator/package-root.ts'

const NO_VERSION_CHECK = packageFile('cli/next/no-version-check.mjs')

/**
 * `next dev` on the given host and port (Next fails on a busy port rather than moving on); editing the
 * config regenerates src/portkit, which Next's own watcher then reloads. Next's check of its latest version
 * on the npm registry is skipped (no-version-check.mjs): nothing leaves the machine.
 */
export function serveWithNext({ root, host, port, regenerate }: ServeOptions): ServedDevApp {
  const child = startNext(root, ['dev', '--hostname', host, '--port', String(port)], NO_VERSION_CHECK)
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
