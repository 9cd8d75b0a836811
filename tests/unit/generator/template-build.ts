import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { afterAll, beforeAll, expect } from 'vitest'
import { generate } from '../../../generator/compose/generate.ts'
import { portkit } from '../cli/run-cli.ts'
import { REPO } from './temp-app.ts'

/** Dependencies of the template a Vite build needs, besides portkit itself. */
const BUILD_DEPENDENCIES = ['react', 'react-dom', 'vite', '@vitejs/plugin-react']

export interface TemplateApp {
  /** The temp folder, and the app `portkit create` scaffolded in it. */
  readonly work: string
  readonly app: string
  /** Rewrites one of the app's files (e.g. `portkit.config.ts`, `src/App.tsx`) with `edit`. */
  edit(file: string, edit: (text: string) => string): void
  /**
   * Regenerates src/portkit from the config and builds the app with its own Vite config, `plugins`
   * watching (nothing is written to disk).
   */
  build(plugins: Plugin[]): Promise<void>
}

/**
 * Registers the test file's hooks: the react-vite template, scaffolded by `portkit create` into a temp
 * folder whose dependencies are this checkout's (symlinks: `npm install` without the network or the
 * wait), removed after the file.
 */
export function templateApp(prefix: string): TemplateApp {
  let work = ''
  const template: TemplateApp = {
    get work() {
      return work
    },
    get app() {
      return join(work, 'app')
    },
    edit(file, edit) {
      const path = join(template.app, file)
      writeFileSync(path, edit(readFileSync(path, 'utf8')))
    },
    async build(plugins) {
      await generate({ appDir: template.app })
      const { build } = await import('vite')
      await build({
        root: template.app,
        configFile: join(template.app, 'vite.config.ts'),
        logLevel: 'silent',
        plugins,
        build: { outDir: join(work, 'dist'), emptyOutDir: true, write: false },
      })
    },
  }
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), prefix))
    expect((await portkit('create', template.app, '--yes', '--portkit', 'file:/x')).code).toBe(0)
    const modules = join(template.app, 'node_modules')
    mkdirSync(join(modules, '@vitejs'), { recursive: true })
    symlinkSync(REPO, join(modules, 'portkit'), 'dir')
    for (const name of BUILD_DEPENDENCIES)
      symlinkSync(join(REPO, 'node_modules', name), join(modules, name), 'dir')
  }, 60_000)
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  return template
}

/** A Vite plugin that records every import specifier matching `pattern` the build resolves. */
export function recordRequests(pattern: RegExp): { plugin: Plugin; requested: string[] } {
  const requested: string[] = []
  return {
    requested,
    plugin: {
      name: 'record-requests',
      enforce: 'pre',
      resolveId(source) {
        if (pattern.test(source)) requested.push(source)
        return null
      },
    },
  }
}

/**
 * A Vite plugin that records the modules of this checkout with code in the output (after tree-shaking), by
 * source path: the app imports the built package, whose dist/<path>.js is compiled from <path>.ts(x).
 */
export function recordRenderedModules(): { plugin: Plugin; rendered: Set<string> } {
  const rendered = new Set<string>()
  return {
    rendered,
    plugin: {
      name: 'record-rendered-modules',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          for (const [id, module] of Object.entries(output.modules)) {
            const source = sourceOfBuilt(id.replace(/\?.*$/, ''))
            if (module.renderedLength > 0 && source) rendered.add(source)
          }
        }
      },
    },
  }
}

/** The repository-relative source a module of the built package (dist/) was compiled from. */
export function sourceOfBuilt(id: string): string | undefined {
  const built = relative(join(REPO, 'dist'), id)
  if (built.startsWith('..') || !built.endsWith('.js')) return undefined
  return [built.replace(/\.js$/, '.ts'), built.replace(/\.js$/, '.tsx')].find((path) =>
    existsSync(join(REPO, path)),
  )
}

/** The config edit of a one-family app: `networks` from the presets of portkit/networks, and browser wallets only. */
export function withNetworks(networks: string, defaultNetwork: string): (config: string) => string {
  return (config) =>
    config
      .replace(/import \{[^}]*\} from 'portkit\/networks'/, "import * as presets from 'portkit/networks'")
      .replace(/networks: \[[^\]]*\],/, `networks: [${networks}],`)
      .replace(/defaultNetwork: '[^']*',/, `defaultNetwork: '${defaultNetwork}',`)
      // Without WalletConnect, whose provider names EVM and Solana methods too.
      .replace(/connectors: \[[^\]]*\]/, "connectors: ['injected']")
}

/**
 * Builds `template` and returns the import specifiers matching `requestPattern` it resolved, and the code
 * it emits: the entry chunk's, and every chunk's (lazy ones included).
 */
export async function buildBundle(
  template: TemplateApp,
  requestPattern: RegExp,
): Promise<{ requested: string[]; entry: string; all: string }> {
  const requests = recordRequests(requestPattern)
  let entry = ''
  let all = ''
  const chunks: Plugin = {
    name: 'bundle-chunks',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        all += file.code
        if (file.isEntry) entry += file.code
      }
    },
  }
  await template.build([requests.plugin, chunks])
  return { requested: requests.requested, entry, all }
}
