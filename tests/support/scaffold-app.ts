import { rmSync } from 'node:fs'
import { cp, mkdtemp, readdir, rename, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { madeOnce } from './made-once.ts'
import { run } from './run.ts'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * A folder for this run: set by the Playwright global setup, or by `npm test` (scripts/test-suites.ts) for
 * vitest and Playwright alike, so both suites share what is made once in it (the packed tarball, the apps).
 */
export const E2E_RUN_DIR_ENV = 'PORTKIT_E2E_RUN_DIR'

// Folders this process packed into; removed when it exits, so no run leaves tarballs behind.
const packDirs = new Set<string>()
process.once('exit', () => {
  for (const dir of packDirs) rmSync(dir, { recursive: true, force: true })
})

/**
 * Packs the repo as npm would publish it, so apps install what users would get. The tarball lives in a
 * temp folder that is removed when the process exits (or earlier by `removePackedTarball`).
 */
export async function packPortkit(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portkit-pack-'))
  packDirs.add(dir)
  await run('npm', ['pack', '--pack-destination', dir, '--ignore-scripts', '--silent'], { cwd: REPO_ROOT })
  const [tarball] = (await readdir(dir)).filter((f) => f.endsWith('.tgz'))
  if (!tarball) throw new Error('npm pack produced no tarball')
  return join(dir, tarball)
}

/**
 * The package packed once into `dir` (`portkit.tgz`) for every process that asks, e.g. vitest's workers and
 * Playwright's (`madeOnce`). It stays until `dir` is removed: whoever made `dir` removes it, never a user.
 */
export function packedOnce(dir: string): Promise<string> {
  return madeOnce(join(dir, 'portkit.tgz.json'), async () => {
    const packed = await packPortkit()
    const tarball = join(dir, 'portkit.tgz')
    // A rename fails across filesystems (a run folder elsewhere than the temp dir): then a copy.
    await rename(packed, tarball).catch(() => cp(packed, tarball))
    await removePackedTarball(packed)
    return tarball
  })
}

/** Removes a tarball from `packPortkit` and its folder now. */
export async function removePackedTarball(tarball: string): Promise<void> {
  const dir = [...packDirs].find((packDir) => tarball.startsWith(`${packDir}/`))
  if (!dir) return
  packDirs.delete(dir)
  await rm(dir, { recursive: true, force: true })
}

/**
 * A new user's path: `portkit create` into a temp dir, then `npm install` (from the npm cache the
 * repo's own install filled, so it is fast and needs no extra downloads). The caller removes
 * `dirname(appDir)` when done; a failed scaffold removes it here.
 */
export async function scaffoldApp(options: { tarball: string; extraArgs?: string[] }): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'portkit-app-'))
  const appDir = join(parent, 'demo-app')
  try {
    await run(
      'node',
      [
        join(REPO_ROOT, 'bin/portkit.mjs'),
        'create',
        appDir,
        '--yes',
        '--portkit',
        `file:${options.tarball}`,
        ...(options.extraArgs ?? []),
      ],
      { cwd: parent },
    )
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: appDir })
    return appDir
  } catch (error) {
    await rm(parent, { recursive: true, force: true })
    throw error
  }
}
