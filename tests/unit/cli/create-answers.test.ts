import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEV_ORIGIN } from '../../../cli/dev/dev-origin.ts'
import { REPO } from '../generator/temp-app.ts'
import { portkit } from './run-cli.ts'

const PORTKIT = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  portkitTools: string[]
}

let work: string
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'portkit-create-'))
})
afterEach(() => rmSync(work, { recursive: true, force: true }))

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')

describe('portkit create carries every answer into the files', () => {
  it('--name and --title reach package.json, metadata.name, <title>, the page and README', async () => {
    const dir = join(work, 'shop')
    const { code, stderr } = await portkit(
      'create',
      dir,
      '--yes',
      '--name',
      'shop-front',
      '--title',
      "Bob's <Shop> & {Co}",
      '--theme',
      'light',
      '--portkit',
      'file:/x',
    )
    expect(code, stderr).toBe(0)
    expect(JSON.parse(read(dir, 'package.json')).name).toBe('shop-front')
    const config = read(dir, 'portkit.config.ts')
    expect(config).toContain("    name: 'Bob\\'s <Shop> & {Co}',")
    expect(config).toContain("themeMode: 'light'")
    expect(read(dir, 'index.html')).toContain("<title>Bob's &lt;Shop&gt; &amp; {Co}</title>")
    expect(read(dir, 'src/App.tsx')).toContain(
      '<p className="eyebrow">Bob\'s &lt;Shop&gt; &amp; &#123;Co&#125;</p>',
    )
    expect(read(dir, 'README.md').split('\n')[0]).toBe("# Bob's <Shop> & {Co}")
    for (const file of ['portkit.config.ts', 'index.html', 'src/App.tsx', 'README.md']) {
      expect(read(dir, file)).not.toMatch(/Portkit (Demo|App)|portkit-(demo|app)/)
    }
  })

  it('without flags the folder name gives the name and the title', async () => {
    const dir = join(work, 'my-app')
    expect((await portkit('create', dir, '--yes', '--portkit', 'file:/x')).code).toBe(0)
    expect(JSON.parse(read(dir, 'package.json')).name).toBe('my-app')
    expect(read(dir, 'portkit.config.ts')).toContain("    name: 'My App',")
    expect(read(dir, 'index.html')).toContain('<title>My App</title>')
  })

  it('projectId is a placeholder that says where a WalletConnect project id comes from, not the app name', async () => {
    const dir = join(work, 'shop')
    expect((await portkit('create', dir, '--yes', '--portkit', 'file:/x')).code).toBe(0)
    const config = read(dir, 'portkit.config.ts')
    expect(config).toContain("projectId: 'your-walletconnect-project-id',")
    expect(config).toMatch(/\/\/ .*https:\/\/cloud\.walletconnect\.com \(32 hex characters\)/)
    expect(config).not.toContain("projectId: 'shop'")
  })

  it('metadata.url is the origin `portkit dev` serves by default (127.0.0.1, not localhost)', async () => {
    const dir = join(work, 'app')
    expect((await portkit('create', dir, '--yes', '--portkit', 'file:/x')).code).toBe(0)
    expect(read(dir, 'portkit.config.ts')).toContain(`url: '${DEV_ORIGIN}',`)
    const help = (await portkit('dev', '--help')).stdout
    const origin = new URL(DEV_ORIGIN)
    expect(help).toContain(`(default: "${origin.hostname}")`)
    expect(help).toContain(`(default: ${origin.port}, or the next free one)`)
  })

  it('refuses an empty title', async () => {
    const { code, stderr } = await portkit('create', join(work, 'app'), '--yes', '--title', ' ')
    expect(code).toBe(1)
    expect(stderr).toContain('App title " " must be one line of 1 to 100 characters')
  })

  it("depends at portkit's ranges on React and WalletConnect at run time, on the CLI's tools for dev", async () => {
    const dir = join(work, 'app')
    expect((await portkit('create', dir, '--yes', '--portkit', 'file:/x')).code).toBe(0)
    const pkg = JSON.parse(read(dir, 'package.json')) as Record<string, Record<string, string>>
    const peers = PORTKIT.peerDependencies
    expect(pkg.dependencies).toEqual({
      '@walletconnect/core': peers['@walletconnect/core'],
      '@walletconnect/safe-json': peers['@walletconnect/safe-json'],
      '@walletconnect/universal-provider': peers['@walletconnect/universal-provider'],
      portkit: 'file:/x',
      react: peers.react,
      'react-dom': peers['react-dom'],
    })
    // One viem in the app: WalletConnect's exact pin is overridden by portkit's range.
    expect(pkg.overrides).toEqual({ '@walletconnect/utils': { viem: PORTKIT.dependencies.viem } })
    expect(PORTKIT.portkitTools).toEqual(
      expect.arrayContaining([
        'commander',
        'vite',
        'ts-morph',
        '@foundry-rs/anvil-linux-amd64',
        '@electric-sql/pglite',
      ]),
    )
    // The CLI runs compiled and loads portkit.config.ts with Node's type stripping: no tsx in the app.
    expect(pkg.devDependencies!.tsx).toBeUndefined()
    // anvil as foundry's wrapper, which installs the machine's build (scaffold-install.test.ts).
    const appTool = (tool: string) => (tool === '@foundry-rs/anvil-linux-amd64' ? '@foundry-rs/anvil' : tool)
    for (const tool of PORTKIT.portkitTools) {
      expect(pkg.devDependencies![appTool(tool)]).toBe(PORTKIT.devDependencies[tool])
      expect(pkg.dependencies![appTool(tool)]).toBeUndefined()
    }
  })
})

describe('the default portkit spec', () => {
  it('links the checkout the CLI runs from; an installed CLI asks the registry', async () => {
    const { defaultPortkitSpec } = await import('../../../cli/create/portkit-spec.ts')
    expect(defaultPortkitSpec()).toBe(`file:${REPO.replace(/\/$/, '')}`)
    expect(defaultPortkitSpec('/app/node_modules/portkit')).toMatch(/^\^\d+\.\d+\.\d+$/)
    const dir = join(work, 'app')
    expect((await portkit('create', dir, '--yes')).code).toBe(0)
    expect(JSON.parse(read(dir, 'package.json')).dependencies.portkit).toBe(`file:${REPO.replace(/\/$/, '')}`)
  })
})
