import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// portkit as an app installs it: node_modules/portkit holding the bins and package.json, and beside it
// whichever tools the app's devDependencies brought (symlinks to this checkout's copies).
const REPO = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
const RANGES = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).devDependencies as Record<
  string,
  string
>

/** The tools the devnet itself needs (chains, database) and Vite's React plugin. */
const DEVNET_PACKAGES = ['@vitejs/plugin-react', '@electric-sql/pglite', '@foundry-rs/anvil-linux-amd64']
let app: string
beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'portkit-tools-'))
  const installed = join(app, 'node_modules', 'portkit')
  mkdirSync(installed, { recursive: true })
  cpSync(join(REPO, 'bin'), join(installed, 'bin'), { recursive: true })
  cpSync(join(REPO, 'package.json'), join(installed, 'package.json'))
})
afterEach(() => rmSync(app, { recursive: true, force: true }))

function install(...names: string[]): void {
  for (const name of names) {
    mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true })
    symlinkSync(join(REPO, 'node_modules', name), join(app, 'node_modules', name), 'dir')
  }
}

function bin(file: string, ...args: string[]): Promise<{ code: number; stderr: string }> {
  return new Promise((done) =>
    execFile(
      process.execPath,
      [join(app, 'node_modules', 'portkit', 'bin', file), ...args],
      { cwd: app },
      (error, _out, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    ),
  )
}

describe('the bins name the CLI tools an app has not installed', () => {
  it('portkit dev without any tool: exit 1, every missing tool and one install command with its range', async () => {
    const { code, stderr } = await bin('portkit.mjs', 'dev')
    expect(code).toBe(1)
    expect(stderr).toContain('portkit dev: missing packages')
    for (const name of ['commander', 'vite', 'ts-morph', '@electric-sql/pglite']) {
      expect(stderr).toContain(`${name}@"${RANGES[name]}"`)
    }
    // An app installs foundry's wrapper (the build of its own machine) at the range of the repo's Linux build.
    expect(stderr).toContain(`@foundry-rs/anvil@"${RANGES['@foundry-rs/anvil-linux-amd64']}"`)
    expect(stderr).not.toContain('anvil-linux-amd64')
    // The CLI runs compiled on plain Node: no TypeScript loader to install.
    expect(stderr).not.toContain('tsx@')
    expect(stderr).toContain('npm install --save-dev ')
    expect(stderr).not.toContain('@walletconnect')
  })

  it("portkit dev takes foundry's wrapper for anvil: with it and every other tool, nothing is missing", async () => {
    const tools = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { portkitTools: string[] })
      .portkitTools
    install(...tools.filter((name) => name !== '@foundry-rs/anvil-linux-amd64'))
    const withoutAnvil = await bin('portkit.mjs', 'dev', '--help')
    expect(withoutAnvil.stderr).toContain('missing package @foundry-rs/anvil.')
    // The wrapper, as an app has it (a folder with a package.json is what the check looks for).
    mkdirSync(join(app, 'node_modules', '@foundry-rs', 'anvil'), { recursive: true })
    cpSync(
      join(REPO, 'node_modules', '@foundry-rs', 'anvil-linux-amd64', 'package.json'),
      join(app, 'node_modules', '@foundry-rs', 'anvil', 'package.json'),
    )
    const withWrapper = await bin('portkit.mjs', 'dev', '--help')
    expect(withWrapper.stderr).not.toContain('missing package')
  })

  it('portkit build with its tools but vite, and no devnet: names only vite', async () => {
    install('commander', 'ts-morph', '@vitejs/plugin-react')
    const { code, stderr } = await bin('portkit.mjs', 'build')
    expect(code).toBe(1)
    expect(stderr).toContain('portkit build: missing package vite.')
    expect(stderr).toContain(`npm install --save-dev vite@"${RANGES.vite}"\n`)
  })

  it('an app has no openapi-typescript: portkit build runs without it, portkit gen-api names it', async () => {
    const tools = ['commander', 'typescript', 'ts-morph', 'ws', 'vite']
    install(...tools, ...DEVNET_PACKAGES)
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { portkitTools: string[] }
    expect(pkg.portkitTools).not.toContain('openapi-typescript')
    const genApi = await bin('portkit.mjs', 'gen-api', '--out', 'types')
    expect(genApi.code).toBe(1)
    expect(genApi.stderr).toContain('portkit gen-api: missing package openapi-typescript.')
    expect(genApi.stderr).toContain(
      `npm install --save-dev openapi-typescript@"${RANGES['openapi-typescript']}"`,
    )
  })

  it('create-portkit needs only commander, and says so when it is missing', async () => {
    const { code, stderr } = await bin('create-portkit.mjs', 'my-app')
    expect(code).toBe(1)
    expect(stderr).toContain('create-portkit: missing package commander.')
    expect(stderr).not.toContain('vite')
    expect(stderr).not.toContain('tsx')
  })
})
