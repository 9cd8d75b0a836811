import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './run.ts'
import { REPO_ROOT } from './scaffold-app.ts'

/**
 * What dist/ is built from (tsdown.config.ts, then scripts/build-frame.ts): the sources of the package, the
 * CLI and the server (with the secure frame's), and the build's config.
 */
const INPUTS = [
  'runtime',
  'plugins',
  'cli',
  'generator',
  'devnet',
  'server',
  'scripts/build-frame.ts',
  'scripts/barrel-source-maps.ts',
  'package.json',
  'tsdown.config.ts',
  'tsconfig.json',
]
/** Two files every build writes (it empties dist/ first); the older one is when dist/ was last built. */
const OUTPUTS = ['dist/runtime/index.js', 'dist/cli/main.js']

/**
 * Builds dist/ (`npm run build`) unless it is newer than every input. Tests that consume the package as a
 * host does (the bins, the bundle tests, the packed tarball) call it once per run from a global setup,
 * so a run never tests a stale build; after `npm test` built it up front, this costs one walk of the tree.
 */
export async function ensureBuilt(): Promise<void> {
  const built = Math.min(...OUTPUTS.map((file) => modifiedAt(join(REPO_ROOT, file))))
  if (INPUTS.every((input) => newestIn(join(REPO_ROOT, input)) < built)) return
  await run('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT })
}

function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs
  } catch {
    return 0
  }
}

function newestIn(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && !/\.test\.tsx?$/.test(name))
      .map((name) => newestIn(join(path, name))),
  )
}
