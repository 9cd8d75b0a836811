import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { readManifest, startDevnet, type Devnet } from '../../../devnet/index.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'

/** The relay as part of the devnet: started and stopped with it, named in the manifest, used by the config. */

let appDir: string
let devnet: Devnet

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'portkit-relay-devnet-'))
  devnet = await startDevnet({ appDir })
})
afterAll(async () => {
  await devnet?.stop()
  rmSync(appDir, { recursive: true, force: true })
})

const open = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('open', () => resolve(socket)).once('error', reject)
  })

const config = {
  projectId: 'demo',
  metadata: { name: 'Demo', description: '', url: 'http://127.0.0.1', icons: [] },
  networks: [devnetAlpha],
  connectors: ['injected', 'walletconnect'],
}

describe('the devnet runs a WalletConnect relay', () => {
  it('names it in the manifest as services.walletConnectRelay, on loopback, and it answers', async () => {
    const url = devnet.manifest.services.walletConnectRelay!
    expect(url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(readManifest(appDir)?.services.walletConnectRelay).toBe(url)
    const socket = await open(url)
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))))
    socket.send('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"abc"}}')
    expect(JSON.parse(await reply)).toMatchObject({ id: 1, result: expect.any(String) })
    socket.close()
  })

  it('the generated config points WalletConnect at it, and a configured relay must be ws(s)', () => {
    const resolved = resolveConfig(config, devnet.manifest)
    expect(resolved.connectors).toEqual(['injected', 'walletconnect'])
    expect(resolved.services.walletConnectRelay).toBe(devnet.manifest.services.walletConnectRelay)
    expect(
      resolveConfig({ ...config, services: { walletConnectRelay: 'wss://relay.example.org' } }).services,
    ).toEqual({ walletConnectRelay: 'wss://relay.example.org' })
    expect(() =>
      resolveConfig({ ...config, services: { walletConnectRelay: 'https://relay.example.org' } }),
    ).toThrow('services.walletConnectRelay: must be a ws(s) URL')
  })

  it('stops with the devnet', async () => {
    const url = devnet.manifest.services.walletConnectRelay!
    await devnet.stop()
    await expect(open(url)).rejects.toThrow(/ECONNREFUSED/)
  })
})
