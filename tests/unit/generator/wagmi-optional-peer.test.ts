import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generate } from '../../../generator/compose/generate.ts'
import { portkit } from '../cli/run-cli.ts'
import { REPO } from './temp-app.ts'

// wagmi is an optional peer of portkit: an app whose config does not list `adapters: ['wagmi']` must
// build without it. A real Vite build of the scaffolded app, with a plugin that records every request
// for portkit/wagmi, wagmi or @wagmi/*, shows whether the module graph reaches the bridge at all.

let work: string
let app: string

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portkit-wagmi-peer-'))
  app = join(work, 'app')
  expect((await portkit('create', app, '--yes', '--portkit', 'file:/x')).code).toBe(0)
  mkdirSync(join(app, 'node_modules', '@vitejs'), { recursive: true })
  symlinkSync(REPO, join(app, 'node_modules', 'portkit'), 'dir')
  for (const name of ['react', 'react-dom', 'vite', '@vitejs/plugin-react']) {
    symlinkSync(join(REPO, 'node_modules', name), join(app, 'node_modules', name), 'dir')
  }
}, 60_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

async function wagmiRequests(adapters: string | undefined): Promise<string[]> {
  const configFile = join(app, 'portkit.config.ts')
  const config = readFileSync(configFile, 'utf8')
    .replace(/\n {2}adapters: \[[^\]]*\],/, '')
    .replace(/connectors: \[[^\]]*\],/, (match) => (adapters ? `${match}\n  adapters: ${adapters},` : match))
  writeFileSync(configFile, config)
  await generate({ appDir: app })
  const requested: string[] = []
  const recorder: Plugin = {
    name: 'record-wagmi',
    enforce: 'pre',
    resolveId(source) {
      if (/^(portkit\/wagmi|wagmi|@wagmi\/)/.test(source)) requested.push(source)
      return null
    },
  }
  await build({
    root: app,
    configFile: join(app, 'vite.config.ts'),
    logLevel: 'silent',
    plugins: [recorder],
    build: { outDir: join(work, 'dist'), emptyOutDir: true, write: false },
  })
  return requested
}

describe('wagmi is an optional peer', () => {
  it('a config without adapters: [wagmi] never imports portkit/wagmi or wagmi', async () => {
    expect(await wagmiRequests(undefined)).toEqual([])
  }, 120_000)

  it('a config with it imports portkit/wagmi (and through it wagmi)', async () => {
    expect(await wagmiRequests("['wagmi']")).toEqual(expect.arrayContaining(['portkit/wagmi', 'wagmi']))
  }, 120_000)
})
