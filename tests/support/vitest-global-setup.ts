import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureBuilt } from './built-package.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where sharedTarball() packs portkit once for the whole run, unless PORTKIT_E2E_RUN_DIR names one. */
    packDir: string
  }
}

/**
 * Tests that run the bins or build an app consume the built package (dist/): fresh before any file runs.
 * Files that need the packed tarball share one, packed on first use into a folder removed after the run.
 */
export default async function globalSetup(project: TestProject): Promise<() => void> {
  await ensureBuilt()
  const packDir = mkdtempSync(join(tmpdir(), 'portkit-run-pack-'))
  project.provide('packDir', packDir)
  return () => rmSync(packDir, { recursive: true, force: true })
}
