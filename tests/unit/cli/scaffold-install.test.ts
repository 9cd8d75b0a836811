import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilPlatformPackage } from '../../../devnet/anvil-package.ts'
import { REPO } from '../generator/temp-app.ts'
import { portkit } from './run-cli.ts'

const PLATFORMS = [
  ['darwin', 'arm64'],
  ['win32', 'x64'],
] as const
const INSTALL_TIMEOUT_MS = 120_000

/**
 * `npm install --dry-run` of the app as on another machine: npm's own platform rules (os/cpu of every
 * package in the tree), with the registry's metadata and nothing written.
 */
function installAs(app: string, os: string, cpu: string): Promise<{ code: number; output: string }> {
  return npmIn(app, ['install', '--dry-run', '--os', os, '--cpu', cpu], {
    NODE_OPTIONS: `--import=${join(import.meta.dirname, 'as-platform.mjs')}`,
    PORTKIT_AS_OS: os,
    PORTKIT_AS_CPU: cpu,
  })
}

/** npm in `app`, its exit code and output; no install scripts, the registry's metadata from the cache first. */
async function npmIn(app: string, args: string[], env: Record<string, string> = {}) {
  const flags = ['--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund']
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', [...args, ...flags], {
      cwd: app,
      env: { ...process.env, NODE_ENV: 'development', ...env },
      maxBuffer: 16 * 1024 * 1024,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

/** The names `npm install --omit=dev` (plus `extraOmits`) would add to the app: a dry run. */
async function productionInstall(app: string, extraOmits: string[] = []): Promise<Set<string>> {
  const { code, output } = await npmIn(app, ['install', '--dry-run', '--omit=dev', ...extraOmits])
  if (code !== 0)
    throw new Error(`npm install --dry-run --omit=dev ${extraOmits.join(' ')} failed:\n${output}`)
  return new Set([...output.matchAll(/^add (\S+) /gm)].map((match) => match[1]!))
}

const readJson = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>

// Issue 25: a scaffolded app must install on macOS and Windows (most host developers are on macOS), so what
// `portkit create` writes names no package built for one platform only: anvil comes as foundry's wrapper,
// whose optional per-platform builds npm picks for the machine. portkit itself is this checkout (a link).
describe('an app from `portkit create` installs on other machines', () => {
  let work: string
  const app = (template: string) => join(work, template)
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'portkit-platforms-'))
    for (const template of ['react-vite', 'next-app']) {
      const created = await portkit(
        'create',
        app(template),
        '--yes',
        '--template',
        template,
        '--portkit',
        `file:${REPO}`,
      )
      expect(created.code, created.stderr).toBe(0)
    }
  }, INSTALL_TIMEOUT_MS)
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  // Both machines at once: the registry's metadata is fetched once, and each run is a dry run.
  it(
    `react-vite on ${PLATFORMS.map((platform) => platform.join('-')).join(' and ')}, with that machine's anvil`,
    async () => {
      const runs = await Promise.all(PLATFORMS.map(([os, cpu]) => installAs(app('react-vite'), os, cpu)))
      runs.forEach(({ code, output }, i) => {
        const [os, cpu] = PLATFORMS[i]!
        expect(code, output).toBe(0)
        expect(output).toContain(`add ${anvilPlatformPackage(os, cpu)} `)
        expect(output).not.toContain(`add ${anvilPlatformPackage('linux', 'x64')} `)
      })
    },
    INSTALL_TIMEOUT_MS,
  )

  // npm keeps a devDependency in `npm ci --omit=dev` when a production package names it as an optional peer
  // (viem, ox and abitype name typescript; npm/cli#7740): so an app lists no build tool it can do without
  // (ts-morph and Vite carry their own compilers). Next's build needs the typescript package itself, so
  // next-app keeps it, as docs/getting-started.md says ("What an app installs").
  const KEPT_IN_PRODUCTION: Record<string, string[]> = {
    // viem's own dependency, and the devnet's.
    'react-vite': ['ws'],
    'next-app': ['typescript', 'ws'],
  }

  // The three production dry runs at once (npm's resolving is most of this file's time), read by the tests.
  let productionInstalls: Promise<Record<string, Set<string>>> | undefined
  const installs = () =>
    (productionInstalls ??= Promise.all([
      ...Object.keys(KEPT_IN_PRODUCTION).map((template) => productionInstall(app(template))),
      productionInstall(app('next-app'), ['--omit=optional']),
    ]).then((sets): Record<string, Set<string>> => ({
      ...Object.fromEntries(Object.keys(KEPT_IN_PRODUCTION).map((template, i) => [template, sets[i]!])),
      'next-app --omit=optional': sets.at(-1)!,
    })))

  it.each(Object.keys(KEPT_IN_PRODUCTION))(
    '%s: its production install carries none of its devDependencies but the documented ones',
    async (template) => {
      const pkg = readJson(join(app(template), 'package.json'))
      const added = (await installs())[template]!
      expect(added).toContain('viem')
      const devDependencies = Object.keys(pkg.devDependencies!)
      expect(devDependencies.filter((name) => added.has(name))).toEqual(KEPT_IN_PRODUCTION[template])
      // Nor through a production dependency.
      expect(added.has('typescript')).toBe(KEPT_IN_PRODUCTION[template]!.includes('typescript'))
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    "next-app: typescript reaches its production install only as viem's optional peer",
    async () => {
      const added = (await installs())['next-app --omit=optional']!
      expect(added).toContain('viem')
      expect(added).not.toContain('typescript')
    },
    INSTALL_TIMEOUT_MS,
  )

  it.each(['react-vite', 'next-app'])(
    '%s names anvil by the wrapper, at the version this repository runs, and no Linux-only build',
    (template) => {
      const pkg = readJson(join(app(template), 'package.json'))
      const own = readJson(join(REPO, 'package.json'))
      expect(pkg.devDependencies!['@foundry-rs/anvil']).toBe(
        own.devDependencies!['@foundry-rs/anvil-linux-amd64'],
      )
      expect(JSON.stringify(pkg)).not.toContain('anvil-linux-amd64')
    },
  )
})
