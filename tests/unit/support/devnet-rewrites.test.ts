import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { DevnetManifest } from '../../../devnet/index.ts'
import { devnetRewrites } from '../../support/devnet-rewrites.ts'
import { serveStatic } from '../../support/static-server.ts'

/** The e2e helpers that let a fresh devnet serve an app built against an earlier one (same parts, new ports). */

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

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('devnetRewrites', () => {
  it('maps each old host:port to the same part of the new devnet', () => {
    const rewrites = devnetRewrites(
      manifest('http://127.0.0.1:4100', 'http://127.0.0.1:4200/api'),
      manifest('http://127.0.0.1:5100', 'http://127.0.0.1:4100/api'),
    )
    expect([...rewrites]).toEqual([
      ['127.0.0.1:4100', '127.0.0.1:5100'],
      ['127.0.0.1:4200', '127.0.0.1:4100'],
    ])
  })

  it('refuses when the devnets differ in more than ports, so the caller builds instead', () => {
    const token = { address: '0x1', name: 'T', symbol: 'T', decimals: 18, spam: false }
    const fresh = manifest('http://127.0.0.1:5100', 'http://127.0.0.1:5200')
    expect(() =>
      devnetRewrites(
        manifest('http://127.0.0.1:1', 'http://127.0.0.1:2', { 'eip155:31337': [token] }),
        fresh,
      ),
    ).toThrow(/differs/)
    expect(() => devnetRewrites(manifest('http://127.0.0.1:1', 'http://127.0.0.1:2/v2'), fresh)).toThrow(
      /cannot become/,
    )
  })
})

describe('serveStatic with rewrites', () => {
  it('replaces whole host:port strings in text files, in one pass, and leaves other files alone', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portkit-rewrites-'))
    cleanups.push(() => rm(root, { recursive: true, force: true }))
    const script = 'fetch("http://127.0.0.1:4100/x"); ws("ws://127.0.0.1:4200"); other("127.0.0.1:41000")'
    await writeFile(join(root, 'index.html'), '<script src="/app.js"></script>')
    await writeFile(join(root, 'app.js'), script)
    await writeFile(join(root, 'logo.png'), '127.0.0.1:4100')
    const rewrites = new Map([
      ['127.0.0.1:4100', '127.0.0.1:4200'],
      ['127.0.0.1:4200', '127.0.0.1:4300'],
    ])
    const server = await serveStatic(root, undefined, rewrites)
    cleanups.push(() => server.close())
    expect(await (await fetch(`${server.url}app.js`)).text()).toBe(
      'fetch("http://127.0.0.1:4200/x"); ws("ws://127.0.0.1:4300"); other("127.0.0.1:41000")',
    )
    expect(await (await fetch(`${server.url}logo.png`)).text()).toBe('127.0.0.1:4100')
  })
})
