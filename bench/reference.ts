/**
 * `PORTKIT_BENCH_REFERENCE=<dir> npm run bench`: the same demo app made from another checkout of portkit (a
 * worktree at an earlier commit, say), so a change's effect on the JS sizes is read in one run on one
 * machine. The checkout's own code does it all, in a child process with the checkout's own tsx: its
 * tests/support/served-app.ts packs it (building its dist/ first when it has tests/support/built-package.ts),
 * scaffolds, installs, builds against its own devnet, and its generator/build/js-size.ts measures the dist;
 * the app stays served while this run measures its first open beside this checkout's (bench/first-open.ts).
 * The checkout needs its node_modules (`npm ci` there). A report, not a test: numbers are printed, never asserted.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import type { JsSize } from '../generator/build/js-size.ts'
import type { DevnetManifest } from '../devnet/manifest.ts'
import { run } from '../tests/support/run.ts'

export const REFERENCE_ENV = 'PORTKIT_BENCH_REFERENCE'

const MARK = 'portkit-bench-reference:'

export interface ReferenceDemo {
  /** The checkout's folder and its commit (`git rev-parse --short HEAD`; '?' outside git). */
  dir: string
  commit: string
  size: JsSize
  /** The checkout's demo app, still served (with its devnet) until `stop`: first open is measured on it too. */
  url: string
  manifest: DevnetManifest
  stop(): Promise<void>
}

/** The child's script: serve the checkout's demo app, print its sizes and URL, serve until stdin ends. */
function childScript(checkout: string): string {
  const file = (path: string) => JSON.stringify(pathToFileURL(join(checkout, path)).href)
  const builtPackage = existsSync(join(checkout, 'tests/support/built-package.ts'))
  return [
    ...(builtPackage
      ? [`await (await import(${file('tests/support/built-package.ts')})).ensureBuilt()`]
      : []),
    `const { startServedApp } = await import(${file('tests/support/served-app.ts')})`,
    `const { measureJs } = await import(${file('generator/build/js-size.ts')})`,
    'const app = await startServedApp()',
    'try {',
    "  const size = await measureJs(app.appDir + '/dist')",
    `  console.log(${JSON.stringify(MARK)} + JSON.stringify({ size, url: app.url, manifest: app.devnet.manifest }))`,
    '  process.stdin.resume()',
    "  await new Promise((done) => process.stdin.on('end', done))",
    '} finally {',
    '  await app.stop()',
    '}',
    'process.exit(0)',
  ].join('\n')
}

/** The demo app as the checkout at `dir` builds it: its JS sizes, and the app served until `stop()`. */
export async function startReferenceDemo(dir: string): Promise<ReferenceDemo> {
  const checkout = resolve(dir)
  const tsx = join(checkout, 'node_modules/.bin/tsx')
  if (!existsSync(tsx)) throw new Error(`${REFERENCE_ENV}=${dir}: no ${tsx} (run npm ci there first)`)
  const commit = await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: checkout }).then(
    (out) => out.trim(),
    () => '?',
  )
  const scriptDir = await mkdtemp(join(tmpdir(), 'portkit-bench-reference-'))
  const scriptFile = join(scriptDir, 'measure.mts')
  await writeFile(scriptFile, childScript(checkout))
  // Vite's build sets NODE_ENV=production in this process, which would make the checkout's app install
  // leave out its devDependencies.
  const env = { ...process.env }
  delete env.NODE_ENV
  const child = spawn(tsx, [scriptFile], { cwd: checkout, env, stdio: ['pipe', 'pipe', 'inherit'] })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    child.stdin.end()
    await exited
    await rm(scriptDir, { recursive: true, force: true })
  }
  const lines = createInterface({ input: child.stdout })
  for await (const line of lines) {
    if (!line.startsWith(MARK)) continue
    const served = JSON.parse(line.slice(MARK.length)) as Pick<ReferenceDemo, 'size' | 'url' | 'manifest'>
    return { dir: checkout, commit, ...served, stop }
  }
  await stop()
  throw new Error(`${REFERENCE_ENV}=${dir}: the checkout printed no sizes`)
}
