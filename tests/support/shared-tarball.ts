import { inject } from 'vitest'
import { E2E_RUN_DIR_ENV, packedOnce } from './scaffold-app.ts'

/**
 * The package as npm packs it, once per test run for every file that installs or inspects the tarball: in
 * the run folder `npm test` gives vitest and Playwright alike (one pack for both suites), else in the folder
 * the global setup gives and removes after the run.
 */
export function sharedTarball(): Promise<string> {
  return packedOnce(process.env[E2E_RUN_DIR_ENV] ?? inject('packDir'))
}
