import { writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort, startDevnet, writeManifest, type Devnet } from '../../../devnet/index.ts'
import { generate } from '../../../generator/compose/generate.ts'
import { configText, tempApp } from '../generator/temp-app.ts'
import { portkit } from './run-cli.ts'
import { CSP_FILE_NOTE, CSP_POLICY_TITLE } from '../../../cli/doctor/run-doctor.ts'

// `portkit doctor --devnet` against the real devnet (anvil chains, relay, the three services), then against
// endpoints that are down, silent or answer for the wrong chain, and without a devnet at all.

let app: ReturnType<typeof tempApp>
let devnet: Devnet
const writeConfig = (extra = '') => writeFileSync(join(app.dir, 'portkit.config.ts'), configText(extra))

beforeAll(async () => {
  app = tempApp('portkit-doctor-')
  devnet = await startDevnet({ appDir: app.dir })
  // configText's projectId, a project of the devnet's server as `portkit dev` makes it.
  await devnet.allowApp('demo')
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
  app?.remove()
})

const line = (stdout: string, name: string) =>
  stdout.split('\n').find((text) => text.includes(` ${name} `)) ?? ''

describe('portkit doctor', () => {
  it('checks every endpoint of a running devnet and prints the CSP sources', async () => {
    writeConfig(
      "connectors: ['injected', 'walletconnect'], chainImages: { 'eip155:31337': 'https://img.example/a.png' },",
    )
    const { code, stdout, stderr } = await portkit('doctor', '--cwd', app.dir, '--devnet')
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('config     ok  portkit.config.ts is valid')
    // WalletConnect pairs through the devnet's local relay, which takes any project id.
    expect(stdout).not.toContain('projectId')
    const { services, chains } = devnet.manifest
    for (const name of [
      'services.dataApi',
      'services.catalogueApi',
      'services.analyticsApi',
      'services.walletConnectRelay',
    ]) {
      expect(line(stdout, name), name).toMatch(/^ {2}ok {6}/)
    }
    expect(line(stdout, 'networks[0] rpc (eip155:31337)')).toContain(`${chains[0]!.rpcUrl}  chain 31337`)
    expect(line(stdout, 'networks[1] rpc (eip155:31338)')).toContain('chain 31338')

    const connect = stdout.split('\n').find((text) => text.trim().startsWith('connect-src'))!
    for (const url of [
      chains[0]!.rpcUrl,
      chains[1]!.rpcUrl,
      services.dataApi!,
      services.walletConnectRelay!,
    ]) {
      expect(connect).toContain(new URL(url).origin)
    }
    const img = stdout.split('\n').find((text) => text.trim().startsWith('img-src'))!
    expect(img).toContain(`'self' data:`)
    expect(img).toContain(new URL(services.catalogueApi!).origin)
    expect(img).toContain('https://img.example')
    expect(stdout).toMatch(/frame-src +\(none\)/)
    // Then the whole policy: nothing inline or evaluated, and the same sources.
    const lines = stdout.split('\n')
    const policy = lines[lines.indexOf(CSP_POLICY_TITLE) + 1]!.trim()
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self'; connect-src /)
    expect(policy).toContain(`connect-src ${connect.trim().replace(/^connect-src +/, '')};`)
    expect(policy).toContain("frame-src 'none'")
    // Then where the generated entry holds the same policy.
    expect(lines[lines.indexOf(CSP_POLICY_TITLE) + 2]!.trim()).toBe(CSP_FILE_NOTE)
    // The feature table: the devnet serves every service, so the features that need one are on, except
    // email login, which waits for the config to ask for it.
    expect(stdout).toContain('Features (a feature whose service is not set is off)')
    for (const [feature, state] of [
      ['swaps', 'on   services.dataApi'],
      ['history', 'on   services.dataApi'],
      ['analytics', 'on   services.analyticsApi'],
      ['email', 'off  services.secureFrame'],
      ['receive', 'on   none'],
    ])
      expect(stdout, feature).toMatch(new RegExp(`\\n  ${feature} +${state}\\n`))
  })

  it('prints the secure frame origin for frame-src when email login is on', async () => {
    writeConfig("connectors: ['injected'], features: { email: true },")
    const { code, stdout } = await portkit('doctor', '--cwd', app.dir, '--devnet')
    expect(code).toBe(0)
    const frame = stdout.split('\n').find((text) => text.trim().startsWith('frame-src'))!
    expect(frame.trim()).toBe(`frame-src   ${new URL(devnet.manifest.services.secureFrame!).origin}`)
    expect(stdout).toMatch(/\n {2}email +on {3}services\.secureFrame\n/)
  })

  it('reports an RPC URL that answers for another chain', async () => {
    const alpha = devnet.manifest.chains[0]!.rpcUrl
    writeConfig(`customRpcUrls: { 'eip155:31338': [{ url: '${alpha}' }] },`)
    const { code, stdout, stderr } = await portkit('doctor', '--cwd', app.dir, '--devnet')
    expect(code).toBe(1)
    expect(line(stdout, 'customRpcUrls eip155:31338')).toMatch(
      /^ {2}failed {2}.*answers chain 31337, expected 31338/,
    )
    expect(stderr.trim()).toBe('portkit: 1 of 7 endpoints failed')
  })

  it("names the server's reason when it refuses the app's projectId", async () => {
    writeFileSync(
      join(app.dir, 'portkit.config.ts'),
      configText().replace("projectId: 'demo'", "projectId: 'unknown-shop'"),
    )
    const { code, stdout } = await portkit('doctor', '--cwd', app.dir, '--devnet')
    expect(code).toBe(1)
    for (const name of ['services.dataApi', 'services.catalogueApi'])
      expect(line(stdout, name)).toMatch(
        /^ {2}failed {2}.*HTTP 403: Invalid App Configuration - Invalid Project ID/,
      )
  })

  it('reports endpoints that are down or silent, within the timeout', async () => {
    const closed = await getFreePort()
    const silent: Server = createServer(() => undefined)
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    try {
      writeConfig(`services: { dataApi: 'http://127.0.0.1:${closed}', catalogueApi: '${silentUrl}' },`)
      // 2 s: a refused connection must read as refused even when a busy machine is slow to say so.
      const { code, stdout } = await portkit('doctor', '--cwd', app.dir, '--devnet', '--timeout', '2000')
      expect(code).toBe(1)
      expect(line(stdout, 'services.dataApi')).toMatch(
        /^ {2}failed {2}.*nothing listens there; for the devnet, start it with `npm run dev`/,
      )
      expect(stdout).not.toContain('ECONNREFUSED')
      expect(line(stdout, 'services.catalogueApi')).toMatch(/^ {2}failed {2}.*no answer within 2000 ms/)
      expect(line(stdout, 'services.analyticsApi')).toMatch(/^ {2}ok/)
    } finally {
      silent.closeAllConnections()
      await new Promise((done) => silent.close(done))
    }
  })

  it('fails on an invalid config before calling anything', async () => {
    writeConfig("defaultNetwork: 'eip155:1',")
    const { code, stdout, stderr } = await portkit('doctor', '--cwd', app.dir, '--devnet')
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr.trim()).toBe(
      'portkit.config.ts: defaultNetwork: Network Not Found - network must be in the networks array',
    )
  })

  it('rejects exactly what generate rejects: a namespace the adapters leave out', async () => {
    const polkadot =
      "{ ...devnetBeta, id: '91b171bb158e2d3848fa23a9f1c25182', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot' }"
    writeFileSync(
      join(app.dir, 'portkit.config.ts'),
      configText().replace(
        'networks: [devnetAlpha, devnetBeta]',
        `networks: [devnetAlpha, ${polkadot}], adapters: ['wagmi']`,
      ),
    )
    const message =
      "networks[1].chainNamespace: Adapter for namespace polkadot doesn't exist (adapters: wagmi)"
    await expect(generate({ appDir: app.dir })).rejects.toThrow(message)
    const { code, stdout, stderr } = await portkit('doctor', '--cwd', app.dir, '--devnet')
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr.trim()).toBe(`portkit.config.ts: ${message}`)
  })

  it('refuses a timeout that is not a number of milliseconds', async () => {
    const { code, stderr } = await portkit('doctor', '--cwd', app.dir, '--timeout', 'soon')
    expect(code).toBe(1)
    expect(stderr).toContain('must be 1 to 60000 milliseconds')
  })
})

describe('portkit doctor when the devnet is down', () => {
  let idle: ReturnType<typeof tempApp>
  beforeAll(() => {
    idle = tempApp('portkit-doctor-idle-')
  })
  afterAll(() => idle.remove())

  it('--devnet without a manifest: says the devnet is not running and how to start it', async () => {
    writeFileSync(join(idle.dir, 'portkit.config.ts'), configText())
    const { code, stdout, stderr } = await portkit('doctor', '--cwd', idle.dir, '--devnet')
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr.trim()).toBe(
      `portkit: The devnet is not running (no .portkit/devnet.json in ${idle.dir}): start it with \`npm run dev\` (portkit dev)`,
    )
  })

  it('--devnet with a manifest left by a devnet that stopped: says so instead of ECONNREFUSED', async () => {
    const [rpc, data] = [await getFreePort(), await getFreePort()]
    writeManifest(idle.dir, {
      version: 1,
      chains: [
        { chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl: `http://127.0.0.1:${rpc}` },
      ],
      accounts: [],
      services: { dataApi: `http://127.0.0.1:${data}` },
    })
    writeFileSync(join(idle.dir, 'portkit.config.ts'), configText().replace(', devnetBeta]', ']'))
    const { code, stdout, stderr } = await portkit('doctor', '--cwd', idle.dir, '--devnet')
    expect(code).toBe(1)
    expect(stdout).not.toContain('ECONNREFUSED')
    for (const name of ['services.dataApi', 'networks[0] rpc (eip155:31337)']) {
      expect(line(stdout, name), name).toMatch(
        /failed .*the devnet is not running: start it with `npm run dev`/,
      )
    }
    expect(stderr.trim()).toBe(
      'portkit: The devnet is not running (.portkit/devnet.json is left from a devnet that stopped): start it with `npm run dev` (portkit dev)',
    )
  })

  it('without --devnet: a refused loopback URL suggests `npm run dev`, not ECONNREFUSED', async () => {
    const closed = await getFreePort()
    writeFileSync(
      join(idle.dir, 'portkit.config.ts'),
      configText(`customRpcUrls: { 'eip155:31337': [{ url: 'http://127.0.0.1:${closed}' }] },`).replace(
        ', devnetBeta]',
        ']',
      ),
    )
    const { code, stdout } = await portkit('doctor', '--cwd', idle.dir, '--timeout', '1000')
    expect(code).toBe(1)
    expect(stdout).not.toContain('ECONNREFUSED')
    expect(line(stdout, 'customRpcUrls eip155:31337')).toContain(
      'nothing listens there; for the devnet, start it with `npm run dev` and run `portkit doctor --devnet`',
    )
    // The manifest of the previous test is still there: doctor points at --devnet rather than reading it.
    expect(stdout).toContain('A devnet is running here: `portkit doctor --devnet` checks the config')
  })

  it("without --devnet: says when WalletConnect's relay would get a projectId that is no WalletConnect id", async () => {
    writeFileSync(
      join(idle.dir, 'portkit.config.ts'),
      configText("connectors: ['injected', 'walletconnect'],").replace(', devnetBeta]', ']'),
    )
    const { stdout } = await portkit('doctor', '--cwd', idle.dir, '--timeout', '1000')
    expect(stdout).toContain(
      'projectId  warn  projectId "demo" cannot be a WalletConnect project id, which WalletConnect\'s relay needs in production: use the 32-hex-character id of a project made at https://cloud.walletconnect.com',
    )
  })
})
