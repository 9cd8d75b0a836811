import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTarball } from '../../support/shared-tarball.ts'
import { REPO } from '../generator/temp-app.ts'

// Issue 25: a host's CI that only runs `portkit generate` and `portkit build` installs the tools those two
// commands load (bin/check-tools.mjs) and no devnet. Here the package as npm packs it (dist/, no sources)
// sits in an app whose node_modules holds portkit's dependencies, React and those tools only: no anvil,
// PGlite, ws or tsx anywhere the CLI could reach them.

const BUILD_TOOLS = ['commander', 'ts-morph', 'vite', '@vitejs/plugin-react']
const DEVNET_TOOLS = ['@foundry-rs/anvil-linux-amd64', '@electric-sql/pglite', 'ws', 'tsx']
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}

let work: string
const app = () => join(work, 'app')

function exec(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((done) =>
    execFile(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  )
}

const portkit = (...args: string[]) =>
  exec(process.execPath, [join(app(), 'node_modules/portkit/bin/portkit.mjs'), ...args], app())

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portkit-command-tools-'))
  // The run's shared tarball, unpacked where npm would put it.
  const installed = join(app(), 'node_modules', 'portkit')
  mkdirSync(installed, { recursive: true })
  const unpacked = await exec(
    'tar',
    ['-xzf', await sharedTarball(), '-C', installed, '--strip-components=1'],
    work,
  )
  expect(unpacked.code, unpacked.output).toBe(0)
  for (const name of [...Object.keys(pkg.dependencies), 'react', 'react-dom', ...BUILD_TOOLS]) {
    mkdirSync(dirname(join(app(), 'node_modules', name)), { recursive: true })
    symlinkSync(join(REPO, 'node_modules', name), join(app(), 'node_modules', name), 'dir')
  }
  const template = join(REPO, 'templates', 'react-vite')
  for (const file of ['index.html', 'vite.config.ts', 'src'])
    cpSync(join(template, file), join(app(), file), { recursive: true })
  writeFileSync(join(app(), 'package.json'), '{ "name": "ci-app", "private": true, "type": "module" }\n')
  writeFileSync(
    join(app(), 'portkit.config.ts'),
    `import { defineConfig } from 'portkit/config'
import { devnetAlpha } from 'portkit/networks'

export default defineConfig({
  projectId: 'ci-app',
  metadata: { name: 'CI app', description: 'Built in CI', url: 'https://ci.example', icons: [] },
  networks: [devnetAlpha],
  customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.example/alpha' }] },
  connectors: ['injected'],
})
`,
  )
}, 180_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('a host server on plain Node', () => {
  // Node strips no types under node_modules: this worked only once the exports point at compiled JS.
  it('imports portkit/siwx-server and portkit/ssr with no loader', async () => {
    const script = `import { createSiwxServer } from 'portkit/siwx-server'
import { CONNECTION_COOKIE } from 'portkit/ssr'
console.log(typeof createSiwxServer, CONNECTION_COOKIE)`
    const { code, output } = await exec(process.execPath, ['--input-type=module', '-e', script], app())
    expect(code, output).toBe(0)
    expect(output.trim()).toBe('function portkit_connection')
  })
})

describe('portkit generate and build in a CI with only their tools', () => {
  it('the app reaches none of the devnet tools', () => {
    const fromPortkit = createRequire(join(app(), 'node_modules/portkit/package.json'))
    for (const name of DEVNET_TOOLS) expect(() => fromPortkit.resolve(name), name).toThrow()
  })

  it('generate writes src/portkit, build writes the app', async () => {
    const generated = await portkit('generate')
    expect(generated.output).toContain('Generated')
    expect(generated.code, generated.output).toBe(0)
    const built = await portkit('build')
    expect(built.code, built.output).toBe(0)
    expect(built.output).toContain('adapter eip155')
    expect(readFileSync(join(app(), 'dist', 'index.html'), 'utf8')).toContain('<script')
  }, 240_000)

  it('dev names the devnet tools it lacks and the line that installs them', async () => {
    const dev = await portkit('dev')
    expect(dev.code).toBe(1)
    expect(dev.output).toContain('portkit dev: missing packages')
    for (const name of ['@foundry-rs/anvil', '@electric-sql/pglite', 'ws'])
      expect(dev.output).toContain(`${name}@`)
    expect(dev.output).toContain('npm install --save-dev ')
  })
})
