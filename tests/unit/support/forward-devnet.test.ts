import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { DevnetManifest } from '../../../devnet/index.ts'
import { forwardDevnet } from '../../support/forward-devnet.ts'

/** The e2e helper that lets a fresh devnet serve an app built against an earlier one (same parts, new ports). */

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

async function listen(body: string): Promise<string> {
  const server = createServer((_request, response) => response.end(body))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A loopback URL whose port was free a moment ago and is free again: what a stopped devnet leaves. */
async function freedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

const manifest = (
  rpcUrl: string,
  dataApi: string,
  tokens: DevnetManifest['tokens'] = {},
): DevnetManifest => ({
  version: 1,
  chains: [{ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl }],
  accounts: [],
  services: { dataApi },
  tokens,
})

describe('forwardDevnet', () => {
  it('sends what the old URLs receive to the same parts of the new devnet', async () => {
    const old = manifest(await freedUrl(), await freedUrl())
    const fresh = manifest(await listen('chain'), await listen('data'))
    const forward = await forwardDevnet(old, fresh)
    try {
      expect(await (await fetch(old.chains[0]!.rpcUrl)).text()).toBe('chain')
      expect(await (await fetch(`${old.services.dataApi}/v1/x`)).text()).toBe('data')
    } finally {
      await forward.close()
    }
    await expect(fetch(old.chains[0]!.rpcUrl)).rejects.toThrow()
  })

  it('refuses when the devnets differ in more than ports, so the caller builds instead', async () => {
    const fresh = manifest(await listen('chain'), await listen('data'))
    const token = { address: '0x1', name: 'T', symbol: 'T', decimals: 18, spam: false }
    await expect(
      forwardDevnet(manifest(await freedUrl(), await freedUrl(), { 'eip155:31337': [token] }), fresh),
    ).rejects.toThrow(/differs/)
  })

  it('refuses, leaving nothing listening, when an old port is taken', async () => {
    const free = await freedUrl()
    const taken = await listen('someone else')
    const fresh = manifest(await listen('chain'), await listen('data'))
    await expect(forwardDevnet(manifest(free, taken), fresh)).rejects.toThrow()
    await expect(fetch(free)).rejects.toThrow()
  })
})
