import { cp, mkdtemp, readFile, rename, rm, rmdir, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { removeManifest, startDevnet, writeManifest, type DevnetManifest } from '../../devnet/index.ts'
import { addSwapShortcut } from '../e2e/support/swap-shortcut.ts'
import { run } from './run.ts'
import { packPortkit, scaffoldApp } from './scaffold-app.ts'

/** Set by the Playwright global setup: a folder for this run, removed by its teardown. */
export const E2E_RUN_DIR_ENV = 'PORTKIT_E2E_RUN_DIR'

/** The app every e2e file starts from: packed, scaffolded, installed and built once per run. */
export interface TemplateApp {
  appDir: string
  /** The devnet the build was made against (stopped since; its ports are forwarded to each fresh one). */
  builtAgainst: DevnetManifest
  buildOutput: string
}

const MARKER = 'template-app.json'
/** Plugins off by default that the template app switches on with `portkit add`. */
export const TEMPLATE_PLUGINS = ['names'] as const
let template: Promise<TemplateApp> | undefined

/**
 * This run's template app, made by the first caller; undefined outside a Playwright run (e.g. the bench).
 * Kept on disk in the run folder, so a worker restarted after a failure reuses it.
 */
export function templateApp(): Promise<TemplateApp> | undefined {
  const runDir = process.env[E2E_RUN_DIR_ENV]
  if (!runDir) return undefined
  return (template ??= readFile(join(runDir, MARKER), 'utf8').then(
    (text) => JSON.parse(text) as TemplateApp,
    () => createTemplateApp(runDir),
  ))
}

async function createTemplateApp(runDir: string): Promise<TemplateApp> {
  const timer = stepTimer('template app')
  const tarball = await packPortkit()
  timer('pack')
  // The devnet to build against starts while npm installs; its manifest is written once the app exists.
  const [scaffolded, started] = await Promise.allSettled([scaffoldApp({ tarball }), startDevnet()])
  if (started.status === 'fulfilled' && scaffolded.status === 'rejected') await started.value.stop()
  if (started.status === 'rejected') throw started.reason
  if (scaffolded.status === 'rejected') throw scaffolded.reason
  const devnet = started.value
  timer('scaffold + npm install, devnet alongside')
  try {
    // The app lives in the run folder so the teardown removes it; the tarball is installed and not needed.
    const appDir = join(runDir, 'demo-app')
    await rename(scaffolded.value, appDir)
    await rmdir(dirname(scaffolded.value))
    await rm(tarball, { force: true })
    await rmdir(dirname(tarball)).catch(() => undefined)
    writeManifest(appDir, devnet.manifest)
    // Plugins that are off by default are switched on as a user would (`portkit add`), so every spec
    // shares this one build: tests/e2e/names.spec.ts drives the names plugin.
    for (const plugin of TEMPLATE_PLUGINS) {
      await run('node', [join(appDir, 'node_modules/portkit/bin/portkit.mjs'), 'add', plugin], {
        cwd: appDir,
      })
    }
    // A host component opening Swap with arguments (tests/e2e/swap.spec.ts), in this same one build.
    await addSwapShortcut(appDir)
    const buildOutput = await buildApp(appDir)
    removeManifest(appDir)
    timer('build')
    const made: TemplateApp = { appDir, builtAgainst: devnet.manifest, buildOutput }
    await writeFile(join(runDir, MARKER), JSON.stringify(made))
    return made
  } finally {
    await devnet.stop()
  }
}

/** A copy of the template in its own temp folder, sharing the template's node_modules by symlink. */
export async function copyTemplateApp(from: TemplateApp): Promise<string> {
  const appDir = join(await mkdtemp(join(tmpdir(), 'portkit-app-')), 'demo-app')
  const skip = new Set(['node_modules', '.portkit'].map((name) => join(from.appDir, name)))
  await cp(from.appDir, appDir, { recursive: true, filter: (source) => !skip.has(source) })
  await symlink(join(from.appDir, 'node_modules'), join(appDir, 'node_modules'), 'dir')
  return appDir
}

/**
 * `npm run build -- --devnet` (`portkit build`) in the app; resolves with what it printed. A test build:
 * --devnet bakes the running devnet's URLs in (a production build refuses loopback RPC URLs).
 */
export function buildApp(appDir: string): Promise<string> {
  return run('npm', ['run', 'build', '--', '--devnet'], { cwd: appDir })
}

/** With PORTKIT_SETUP_TIMINGS set, prints how long each setup step took (to see where e2e time goes). */
export function stepTimer(label: string): (step: string) => void {
  let last = Date.now()
  return (step) => {
    const now = Date.now()
    if (process.env.PORTKIT_SETUP_TIMINGS) console.log(`[setup] ${label}: ${step} ${now - last} ms`)
    last = now
  }
}
