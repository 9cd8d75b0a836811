/**
 * `PORTKIT_BENCH_REFERENCE=<dir> npm run bench`: the same demo app made from another checkout of portkit (a
 * worktree at an earlier commit, say), so a change's effect on the JS sizes is read in one run on one
 * machine. The checkout's own code does it all, in a child process with the checkout's own tsx: its
 * tests/support/served-app.ts packs it (building its dist/ first when it has tests/support/built-package.ts),
 * scaffolds, installs, builds against its own devnet, and its generator/build/js-size.ts measures the dist.
 * The checkout needs its node_modules (`npm ci` there). A report, not a test: numbers are printed, never asserted.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { JsSize } from '../generator/build/js-size.ts'
import { run } from '../tests/support/run.ts'

export const REFERENCE_ENV = 'PORTKIT_BENCH_REFERENCE'

const MARK = 'portkit-bench-reference:'

export interface ReferenceDemo {
  /** The checkout's folder and its commit (`git rev-parse --short HEAD`; '?' outside git). */
  dir: string
  commit: string
  size: JsSize
}

/** The demo app's JS sizes as the checkout at `dir` builds it. */
export async function measureReferenceDemo(dir: string): Promise<ReferenceDemo> {
  const checkout = resolve(dir)
  const tsx = join(checkout, 'node_modules/.bin/tsx')
  if (!existsSync(tsx)) throw new Error(`${REFERENCE_ENV}=${dir}: no ${tsx} (run npm ci there first)`)
  const commit = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout }).then(
    (out) => out.trim(),
    () => '?',
  )
  const file = (path: string) => JSON.stringify(pathToFileURL(join(checkout, path)).href)
  const builtPackage = existsSync(join(checkout, 'tests/support/built-package.ts'))
  const script = [
    ...(builtPackage
      ? [`await (await import(${file('tests/support/built-package.ts')})).ensureBuilt()`]
      : []),
    `const { startServedApp } = await import(${file('tests/support/served-app.ts')})`,
    `const { measureJs } = await import(${file('generator/build/js-size.ts')})`,
    'const app = await startServedApp()',
    'try {',
    "  const size = await measureJs(app.appDir + '/dist')",
    `  console.log(${JSON.stringify(MARK)} + JSON.stringify(size))`,
    '} finally {',
    '  await app.stop()',
    '}',
    'process.exit(0)',
  ].join('\n')
  const scriptDir = await mkdtemp(join(tmpdir(), 'portkit-bench-reference-'))
  try {
    const scriptFile = join(scriptDir, 'measure.mts')
    await writeFile(scriptFile, script)
    // Vite's build sets NODE_ENV=production in this process, which would make the checkout's app install
    // leave out its devDependencies.
    const output = await run(tsx, [scriptFile], { cwd: checkout, env: { NODE_ENV: undefined } })
    const line = output.split('\n').find((l) => l.startsWith(MARK))
    if (!line) throw new Error(`${REFERENCE_ENV}=${dir}: the checkout printed no sizes\n${output}`)
    return { dir: checkout, commit, size: JSON.parse(line.slice(MARK.length)) as JsSize }
  } finally {
    await rm(scriptDir, { recursive: true, force: true })
  }
}
