import { cp, mkdtemp, rename, rm, rmdir, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { removeManifest, writeManifest, type DevnetManifest } from '../../devnet/index.ts'
import { startTestDevnet } from './test-devnet.ts'
import { addSwapShortcut } from '../e2e/support/swap-shortcut.ts'
import { run } from './run.ts'
import { madeOnce } from './made-once.ts'
import { E2E_RUN_DIR_ENV, packedOnce, REPO_ROOT, scaffoldApp } from './scaffold-app.ts'

export { E2E_RUN_DIR_ENV }

/** The app every e2e file starts from: packed, scaffolded, installed and built once per run. */
export interface TemplateApp {
  appDir: string
  /** The packed portkit the app installed (its lock file names it), kept in the run folder. */
  tarball: string
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
  return (template ??= madeOnce(join(runDir, MARKER), () => createTemplateApp(runDir)))
}

async function createTemplateApp(runDir: string): Promise<TemplateApp> {
  const timer = stepTimer('template app')
  // In the run folder, so the teardown removes it; the app's lock file names it and the peer tree installs it.
  const tarball = await packedOnce(runDir)
  timer('pack')
  // The devnet to build against starts while npm installs; its manifest is written once the app exists.
  const [scaffolded, started] = await Promise.allSettled([scaffoldApp({ tarball }), startTestDevnet()])
  if (started.status === 'fulfilled' && scaffolded.status === 'rejected') await started.value.stop()
  if (started.status === 'rejected') throw started.reason
  if (scaffolded.status === 'rejected') throw scaffolded.reason
  const devnet = started.value
  timer('scaffold + npm install, devnet alongside')
  try {
    // The app lives in the run folder so the teardown removes it.
    const appDir = join(runDir, 'demo-app')
    await rename(scaffolded.value, appDir)
    await rmdir(dirname(scaffolded.value))
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
    return { appDir, tarball, builtAgainst: devnet.manifest, buildOutput }
  } finally {
    await devnet.stop()
  }
}

/**
 * A variant of the template app for spec files that need what a scaffolded app does not show (a plugin
 * that is off by default, options like legal links): the host's edits on a copy of the template, built
 * once per run like the template and shared by every spec file that names it.
 */
export interface AppVariant {
  /** Its folder in the run folder, and its marker file's name. */
  name: string
  /**
   * The host's edits (CLI commands, config and code), made in the app folder while a devnet runs. They
   * must not write devnet URLs into the app: a served copy may be rebuilt against another devnet.
   */
  edit(appDir: string): Promise<void>
  /** Its devnet runs the social login stand-ins (an app with `features.socials`, as `portkit dev` does). */
  socialLogin?: boolean
  /** Its devnet runs the Bitcoin regtest API (an app with the devnet's Bitcoin network, as `portkit dev` does). */
  bitcoin?: boolean
  /** Built for production (`portkit build`, no `--devnet`): only the services its config names. */
  production?: boolean
}

const variants = new Map<string, Promise<TemplateApp>>()

/** This run's build of `variant`, made by the first caller; undefined outside a Playwright run. */
export function variantApp(variant: AppVariant): Promise<TemplateApp> | undefined {
  const runDir = process.env[E2E_RUN_DIR_ENV]
  const template = templateApp()
  if (!runDir || !template) return undefined
  const marker = join(runDir, `${variant.name}.json`)
  let made = variants.get(variant.name)
  if (!made) {
    made = madeOnce(marker, async () => createVariantApp(await template, join(runDir, variant.name), variant))
    variants.set(variant.name, made)
  }
  return made
}

async function createVariantApp(
  template: TemplateApp,
  appDir: string,
  variant: AppVariant,
): Promise<TemplateApp> {
  const timer = stepTimer(`${variant.name} app`)
  // What an earlier attempt left half made (e.g. a failed build ahead of the run) goes first.
  await rm(appDir, { recursive: true, force: true })
  await copyTemplateApp(template, appDir)
  const devnet = await startTestDevnet({ appDir, socialLogin: variant.socialLogin, bitcoin: variant.bitcoin })
  try {
    await variant.edit(appDir)
    const buildOutput = await buildApp(appDir, { production: variant.production })
    timer('copy + edit + build')
    return { appDir, tarball: template.tarball, builtAgainst: devnet.manifest, buildOutput }
  } finally {
    // Also removes the manifest, as the template's build does.
    await devnet.stop()
  }
}

/**
 * A new user's app from another template (`portkit create --template <variant>`, e.g. react-vite-wagmi),
 * in its own temp folder, installed with `npm install` and not yet built. npm starts from the template
 * app's installed tree (hard links, so nothing is copied and the template app stays as it was) and its
 * lock file, so it only adds and removes what the variant's package.json differs in (e.g. wagmi); what it
 * leaves installed is what `npm install` resolves for that package.json. The caller removes
 * `dirname(appDir)`.
 */
export async function scaffoldFromTemplateApp(from: TemplateApp, variant: string): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'portkit-variant-'))
  const appDir = join(parent, 'demo-app')
  try {
    await run(
      'node',
      [
        join(REPO_ROOT, 'bin/portkit.mjs'),
        'create',
        appDir,
        '--yes',
        '--template',
        variant,
        '--portkit',
        `file:${from.tarball}`,
      ],
      { cwd: parent },
    )
    await cp(join(from.appDir, 'package-lock.json'), join(appDir, 'package-lock.json'))
    await run('cp', ['-al', join(from.appDir, 'node_modules'), join(appDir, 'node_modules')], { cwd: parent })
    // npm rewrites its own record of the tree in place: that file must not be shared with the template app.
    const record = join(appDir, 'node_modules/.package-lock.json')
    await cp(record, `${record}.own`)
    await rename(`${record}.own`, record)
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: appDir })
    return appDir
  } catch (error) {
    await rm(parent, { recursive: true, force: true })
    throw error
  }
}

/**
 * A copy of the template (or of a variant) in `into`, by default its own temp folder, sharing the
 * template's node_modules by symlink.
 */
export async function copyTemplateApp(from: TemplateApp, into?: string): Promise<string> {
  const appDir = into ?? join(await mkdtemp(join(tmpdir(), 'portkit-app-')), 'demo-app')
  const skip = new Set(['node_modules', '.portkit'].map((name) => join(from.appDir, name)))
  await cp(from.appDir, appDir, { recursive: true, filter: (source) => !skip.has(source) })
  await symlink(join(from.appDir, 'node_modules'), join(appDir, 'node_modules'), 'dir')
  return appDir
}

/**
 * `npm run build -- --devnet` (`portkit build`) in the app; resolves with what it printed. A test build:
 * --devnet bakes the running devnet's URLs in (a production build refuses loopback RPC URLs). With
 * `production`, `npm run build` as a host runs it for production.
 */
export function buildApp(appDir: string, { production = false } = {}): Promise<string> {
  return run('npm', ['run', 'build', ...(production ? [] : ['--', '--devnet'])], { cwd: appDir })
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
