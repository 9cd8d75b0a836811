import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getBalance, getChainId, getCode, getEnsAvatar, getEnsName } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AnvilStartError,
  DEVNET_CHAINS,
  DevnetManifestError,
  getFreePort,
  manifestPath,
  readManifest,
  startAnvil,
  startDevnet,
  testAccounts,
  writeManifest,
  type Devnet,
  type DevnetManifest,
} from '../../../devnet/index.ts'
import { devnetAlpha, devnetBeta, devnetBitcoin } from '../../../runtime/networks/devnet.ts'
import { isAddressInUse, startOnFreePort } from '../../../devnet/free-port.ts'

/** Anvil processes started by this test process (other engineers' anvils on the machine are not ours). */
function anvilChildren(): { pid: number; args: string }[] {
  let out: string
  try {
    out = execFileSync('pgrep', ['-a', '-P', String(process.pid)], { encoding: 'utf8' })
  } catch {
    return [] // pgrep exits 1 when nothing matches
  }
  return out
    .trim()
    .split('\n')
    .filter((line) => /\banvil\b/.test(line))
    .map((line) => ({ pid: Number(line.split(' ')[0]), args: line }))
}
const anvilsOnPort = (port: number) => anvilChildren().filter((p) => p.args.includes(`--port ${port} `))

function holdPort(): Promise<{ server: Server; port: number }> {
  const server = createServer()
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 })
    }),
  )
}
const release = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Proves a port is free by listening on it. */
async function canListenOn(port: number): Promise<boolean> {
  const server = createServer()
  return new Promise((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

const client = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
const portOf = (rpcUrl: string) => Number(new URL(rpcUrl).port)
const tempAppDir = () => mkdtempSync(join(tmpdir(), 'portkit-devnet-test-'))

describe('startDevnet: a running devnet', () => {
  let appDir: string
  let devnet: Devnet

  beforeAll(async () => {
    appDir = tempAppDir()
    devnet = await startDevnet({ appDir, socialLogin: true, bitcoin: true })
  })
  afterAll(async () => {
    await devnet?.stop()
    rmSync(appDir, { recursive: true, force: true })
  })

  it('runs the two devnet chains, each answering its own chain id on its own port', async () => {
    const { chains } = devnet.manifest
    expect(chains.map((c) => [c.chainId, c.caipNetworkId, c.name])).toEqual([
      [31337, 'eip155:31337', 'Portkit Devnet Alpha'],
      [31338, 'eip155:31338', 'Portkit Devnet Beta'],
    ])
    expect(new Set(chains.map((c) => c.rpcUrl)).size).toBe(2)
    for (const chain of chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await getChainId(client(chain.rpcUrl))).toBe(chain.chainId)
    }
  })

  it('runs the Bitcoin regtest API when asked: the funded payment addresses hold their outputs there', async () => {
    const { services, bitcoin } = devnet.manifest
    expect(bitcoin?.caipNetworkId).toBe(devnetBitcoin.caipNetworkId)
    const address = bitcoin!.accounts[0]!.address
    const utxos = (await (await fetch(`${services.bitcoinApi}/address/${address}/utxo`)).json()) as unknown[]
    expect(utxos.length).toBeGreaterThan(0)
  })

  it('keeps DEVNET_CHAINS in step with the runtime networks', () => {
    expect(DEVNET_CHAINS.map((c) => [c.chainId, c.name])).toEqual(
      [devnetAlpha, devnetBeta].map((n) => [n.id, n.name]),
    )
  })

  it('lists the standard test accounts, funded on both chains', async () => {
    const { accounts } = devnet.manifest
    expect(accounts).toHaveLength(4)
    // Anvil's well-known first account: the derivation must match what anvil funds.
    expect(accounts[0]).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    })
    for (const { address, privateKey } of accounts) {
      expect(privateKeyToAccount(privateKey as `0x${string}`).address).toBe(address)
      for (const chain of devnet.manifest.chains) {
        expect(await getBalance(client(chain.rpcUrl), { address: address as Address })).toBeGreaterThan(0n)
      }
    }
  })

  it('places Multicall3 on both chains and ENS on Alpha: the manifest names resolve there (issue 26)', async () => {
    const { chains, ens } = devnet.manifest
    for (const chain of chains) {
      const code = await getCode(client(chain.rpcUrl), {
        address: devnetAlpha.contracts!.multicall3!.address as Address,
      })
      expect(code?.length).toBeGreaterThan(2)
    }
    expect(ens?.caipNetworkId).toBe(devnetAlpha.caipNetworkId)
    expect(ens?.names.map(({ address }) => address)).toEqual(
      devnet.manifest.accounts.slice(0, 2).map((a) => a.address),
    )
    const alpha = client(chains.find((chain) => chain.chainId === devnetAlpha.id)!.rpcUrl)
    const universalResolverAddress = ens!.universalResolver as Address
    for (const entry of ens!.names) {
      expect(await getEnsName(alpha, { address: entry.address as Address, universalResolverAddress })).toBe(
        entry.name,
      )
      expect(await getEnsAvatar(alpha, { name: entry.name, universalResolverAddress })).toBe(entry.avatarUrl)
    }
  })

  it('writes the manifest to <appDir>/.portkit/devnet.json, whole and readable', () => {
    const path = manifestPath(appDir)
    expect(path).toBe(join(appDir, '.portkit', 'devnet.json'))
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(devnet.manifest)
    expect(readManifest(appDir)).toEqual(devnet.manifest)
    // Beside the manifest only the services' database folder (names and events kept between runs).
    expect(readdirSync(join(appDir, '.portkit'))).toEqual(['devnet-db', 'devnet.json'])
  })

  it('runs the social login stand-ins when asked: one issuer per provider, sending visitors back to the auth service', async () => {
    const { services, socialLogin } = devnet.manifest
    expect(socialLogin?.clientId).toBe('portkit-devnet-auth')
    expect(socialLogin?.farcasterRelay).toBe(`${services.socialIdp}/farcaster/v1/channel`)
    expect(Object.keys(socialLogin!.issuers)).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
    ])
    for (const [provider, issuer] of Object.entries(socialLogin!.issuers)) {
      expect(issuer).toBe(`${services.socialIdp}/${provider}`)
      const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
        issuer: string
        authorization_endpoint: string
      }
      expect(discovery.issuer).toBe(issuer)
      // The auth service's callback is registered: the provider shows its sign-in page, not an error.
      const authorize = new URL(discovery.authorization_endpoint)
      authorize.search = new URLSearchParams({
        client_id: socialLogin!.clientId,
        redirect_uri: `${services.emailAuth}/v1/social/callback`,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      }).toString()
      const answer = await fetch(authorize, { redirect: 'manual' })
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toMatch(new RegExp(`^/${provider}/interaction/`))
    }
  })
})

describe('startDevnet: stopping and failing', () => {
  it('stop() ends every process, frees the ports and removes the manifest', async () => {
    const appDir = tempAppDir()
    try {
      const devnet = await startDevnet({ appDir, socialLogin: true })
      const ports = devnet.manifest.chains.map((c) => portOf(c.rpcUrl))
      expect(ports.map((port) => anvilsOnPort(port).length)).toEqual([1, 1])
      const socialIdpPort = Number(new URL(devnet.manifest.services.socialIdp!).port)
      // Not asked for: no Bitcoin API starts.
      expect(devnet.manifest.services.bitcoinApi).toBeUndefined()
      expect(devnet.manifest.bitcoin).toBeUndefined()
      expect(existsSync(manifestPath(appDir))).toBe(true)

      await devnet.stop()
      await devnet.stop() // a second stop is harmless

      expect(existsSync(manifestPath(appDir))).toBe(false)
      expect(readManifest(appDir)).toBeUndefined()
      expect(ports.flatMap((port) => anvilsOnPort(port))).toEqual([])
      for (const port of [...ports, socialIdpPort]) expect(await canListenOn(port)).toBe(true)
    } finally {
      rmSync(appDir, { recursive: true, force: true })
    }
  })

  it('when one chain cannot start, stops the other before rethrowing and writes no manifest', async () => {
    const appDir = tempAppDir()
    const busy = await holdPort()
    const before = anvilChildren().map((p) => p.pid)
    try {
      const failing = startDevnet({ appDir, ports: { 31338: busy.port } })
      await expect(failing).rejects.toThrow(AnvilStartError)
      await expect(failing).rejects.toThrow(`anvil (chain 31338, port ${busy.port})`)
      expect(anvilChildren().map((p) => p.pid)).toEqual(before)
      expect(existsSync(manifestPath(appDir))).toBe(false)
    } finally {
      await release(busy.server)
      rmSync(appDir, { recursive: true, force: true })
    }
  })
})

describe('startAnvil', () => {
  it('answers eth_chainId once started and is gone after stop()', async () => {
    const node = await startAnvil({ chainId: 31337 })
    expect(node.rpcUrl).toBe(`http://127.0.0.1:${node.port}`)
    expect(await getChainId(client(node.rpcUrl))).toBe(31337)
    expect(() => process.kill(node.pid, 0)).not.toThrow()

    await node.stop()
    expect(() => process.kill(node.pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }))
    expect(await canListenOn(node.port)).toBe(true)
  })

  it('fails with a clear error on a port another server holds, leaving no process', async () => {
    const busy = await holdPort()
    try {
      const failing = startAnvil({ chainId: 31337, port: busy.port })
      await expect(failing).rejects.toThrow(AnvilStartError)
      await expect(failing).rejects.toThrow(
        new RegExp(
          `^anvil \\(chain 31337, port ${busy.port}\\) exited .* before it was ready: .*address already in use`,
          'i',
        ),
      )
      expect(anvilsOnPort(busy.port)).toEqual([])
    } finally {
      await release(busy.server)
    }
  })

  it('does not take another anvil of the same chain id on that port for its own', async () => {
    const first = await startAnvil({ chainId: 31337 })
    try {
      await expect(startAnvil({ chainId: 31337, port: first.port })).rejects.toThrow(
        /address already in use/i,
      )
      expect(anvilsOnPort(first.port).map((p) => p.pid)).toEqual([first.pid])
      expect(await getChainId(client(first.rpcUrl))).toBe(31337)
    } finally {
      await first.stop()
    }
  })

  it('rejects a chain id that is not a positive integer before spawning anything', async () => {
    const before = anvilChildren()
    await expect(startAnvil({ chainId: 0 })).rejects.toThrow('chainId must be a positive integer')
    expect(anvilChildren()).toEqual(before)
  })
})

describe('manifest files', () => {
  const sample: DevnetManifest = {
    version: 1,
    chains: [
      { chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl: 'http://127.0.0.1:1234' },
    ],
    accounts: testAccounts(1),
    services: { dataApi: 'http://127.0.0.1:5678' },
  }

  const withAppDir = (body: (appDir: string) => void) => () => {
    const appDir = tempAppDir()
    try {
      body(appDir)
    } finally {
      rmSync(appDir, { recursive: true, force: true })
    }
  }

  it(
    'reads back what was written, with no temp file left beside it',
    withAppDir((appDir) => {
      expect(readManifest(appDir)).toBeUndefined()
      writeManifest(appDir, sample)
      expect(readManifest(appDir)).toEqual(sample)
      expect(readdirSync(join(appDir, '.portkit'))).toEqual(['devnet.json'])
    }),
  )

  it(
    'throws a clear error on a file that is not JSON',
    withAppDir((appDir) => {
      mkdirSync(join(appDir, '.portkit'))
      writeFileSync(manifestPath(appDir), '{"version": 1, "chains": [')
      expect(() => readManifest(appDir)).toThrow(DevnetManifestError)
      expect(() => readManifest(appDir)).toThrow(`${manifestPath(appDir)} is not valid JSON`)
    }),
  )

  it(
    'names the field that has the wrong shape',
    withAppDir((appDir) => {
      mkdirSync(join(appDir, '.portkit'))
      const broken = { ...sample, chains: [{ ...sample.chains[0], rpcUrl: 'not a url' }] }
      writeFileSync(manifestPath(appDir), JSON.stringify(broken))
      expect(() => readManifest(appDir)).toThrow('chains[0].rpcUrl must be an http(s) URL')

      writeFileSync(manifestPath(appDir), JSON.stringify({ ...sample, version: 2 }))
      expect(() => readManifest(appDir)).toThrow('version must be 1, got 2')

      writeFileSync(manifestPath(appDir), JSON.stringify({ ...sample, accounts: [{ address: '0x12' }] }))
      expect(() => readManifest(appDir)).toThrow(
        'accounts[0].address must be a 0x-prefixed 20-byte hex address',
      )

      const socialLogin = {
        clientId: 'portkit-devnet-auth',
        issuers: { google: 'javascript:alert(1)' },
        farcasterRelay: 'http://127.0.0.1:1/farcaster/v1/channel',
      }
      writeFileSync(manifestPath(appDir), JSON.stringify({ ...sample, socialLogin }))
      expect(() => readManifest(appDir)).toThrow('socialLogin.issuers.google must be an http(s) URL')
    }),
  )

  it(
    'refuses to write an invalid manifest and leaves no file',
    withAppDir((appDir) => {
      const invalid = { ...sample, services: { relay: 42 } } as unknown as DevnetManifest
      expect(() => writeManifest(appDir, invalid)).toThrow('services.relay must be a non-empty string')
      expect(existsSync(manifestPath(appDir))).toBe(false)
    }),
  )
})

describe('helpers', () => {
  it('getFreePort gives a loopback port that can be listened on', async () => {
    const port = await getFreePort()
    expect(port).toBeGreaterThan(0)
    expect(await canListenOn(port)).toBe(true)
  })

  it('startOnFreePort picks another port when another process took the picked one first', async () => {
    const squatters: Server[] = []
    const listenOn = (port: number) =>
      new Promise<Server>((resolve, reject) => {
        const server = createServer()
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => resolve(server))
      })
    const tried: number[] = []
    const started = await startOnFreePort(async (port) => {
      tried.push(port)
      // The race: the first picked port is bound by someone else before the server listens.
      if (tried.length === 1) squatters.push(await listenOn(port))
      return listenOn(port)
    }, isAddressInUse)
    try {
      expect(tried).toHaveLength(2)
      expect((started.address() as { port: number }).port).toBe(tried[1])
    } finally {
      for (const server of [started, ...squatters]) server.close()
    }
  })

  it('startOnFreePort gives up after three taken ports, and at once on any other error', async () => {
    const taken = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' })
    let calls = 0
    const alwaysTaken = startOnFreePort(
      () => Promise.reject(taken),
      () => (calls++, true),
    )
    await expect(alwaysTaken).rejects.toBe(taken)
    expect(calls).toBe(2)
    const broken = new Error('bad config')
    let attempts = 0
    const failing = startOnFreePort(() => (attempts++, Promise.reject(broken)), isAddressInUse)
    await expect(failing).rejects.toBe(broken)
    expect(attempts).toBe(1)
  })

  it('testAccounts derives at most the 10 accounts anvil funds', () => {
    expect(testAccounts(10)).toHaveLength(10)
    expect(() => testAccounts(11)).toThrow(RangeError)
  })
})
