import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generate } from '../../../generator/compose/generate.ts'
import { portkit } from '../cli/run-cli.ts'
import { REPO } from './temp-app.ts'

// @walletconnect/universal-provider is an optional peer of portkit: an app whose config leaves the
// walletconnect connector out must build without the package. A real Vite build of the scaffolded app,
// with a plugin that records every request for it, shows whether the module graph reaches it at all.

let work: string
let app: string

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portkit-wc-peer-'))
  app = join(work, 'app')
  expect((await portkit('create', app, '--yes', '--portkit', 'file:/x')).code).toBe(0)
  mkdirSync(join(app, 'node_modules', '@vitejs'), { recursive: true })
  symlinkSync(REPO, join(app, 'node_modules', 'portkit'), 'dir')
  for (const name of ['react', 'react-dom', 'vite', '@vitejs/plugin-react']) {
    symlinkSync(join(REPO, 'node_modules', name), join(app, 'node_modules', name), 'dir')
  }
}, 60_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

async function walletConnectRequests(connectors: string): Promise<string[]> {
  const configFile = join(app, 'portkit.config.ts')
  const config = readFileSync(configFile, 'utf8').replace(
    /connectors: \[[^\]]*\]/,
    `connectors: ${connectors}`,
  )
  writeFileSync(configFile, config)
  await generate({ appDir: app })
  const requested: string[] = []
  const recorder: Plugin = {
    name: 'record-walletconnect',
    enforce: 'pre',
    resolveId(source) {
      if (source.startsWith('@walletconnect/')) requested.push(source)
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

describe('WalletConnect is an optional peer', () => {
  it('a config without the walletconnect connector never imports the SDK', async () => {
    expect(await walletConnectRequests("['injected']")).toEqual([])
  }, 120_000)

  it('a config with it imports @walletconnect/universal-provider (lazily, from the connector)', async () => {
    expect(await walletConnectRequests("['injected', 'walletconnect']")).toContain(
      '@walletconnect/universal-provider',
    )
  }, 120_000)
})
