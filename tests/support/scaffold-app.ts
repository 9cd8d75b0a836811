import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { run } from './run.ts'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** Packs the repo as npm would publish it, so apps install what users would get. */
export async function packPortkit(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'portkit-pack-'))
  await run('npm', ['pack', '--pack-destination', dir, '--ignore-scripts', '--silent'], { cwd: REPO_ROOT })
  const [tarball] = (await readdir(dir)).filter((f) => f.endsWith('.tgz'))
  if (!tarball) throw new Error('npm pack produced no tarball')
  return join(dir, tarball)
}

/**
 * A new user's path: `portkit create` into a temp dir, then `npm install` (from the npm cache the
 * repo's own install filled, so it is fast and needs no extra downloads).
 */
export async function scaffoldApp(options: { tarball: string; extraArgs?: string[] }): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'portkit-app-'))
  const appDir = join(parent, 'demo-app')
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
}
