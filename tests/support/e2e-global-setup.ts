import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureBuilt } from './built-package.ts'
import { HEADLESS_CHROMIUM } from './headless-chromium.ts'
import { E2E_RUN_DIR_ENV } from './shared-app.ts'

/**
 * Playwright global setup: the browser is there (else one line saying how to install it, not a launch error
 * in every spec); a folder for this run, where the first spec that serves an app packs,
 * scaffolds, installs and builds the template app once (tests/support/shared-app.ts). Made lazily, so a
 * run of specs that serve no app pays nothing. The returned teardown removes the folder. Under `npm test`
 * the folder is given (scripts/test-suites.ts made the apps in it beside vitest) and removed by its maker.
 * The apps install the packed package, so dist/ is built first when a source is newer (once per run).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (!existsSync(HEADLESS_CHROMIUM))
    throw new Error(
      `The browser tests run Debian's ${HEADLESS_CHROMIUM}: apt-get install chromium-headless-shell (bash .ci/run installs it)`,
    )
  await ensureBuilt()
  if (process.env[E2E_RUN_DIR_ENV]) return undefined
  const runDir = await mkdtemp(join(tmpdir(), 'portkit-e2e-'))
  process.env[E2E_RUN_DIR_ENV] = runDir
  return () => rm(runDir, { recursive: true, force: true })
}
