import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createTcpServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cachedMetadataReader,
  METADATA_CACHE_MS,
  METADATA_MAX_BYTES,
  readTokenMetadata,
  substituteTokenId,
} from '../../../server/data-api/nfts/token-metadata.ts'

/**
 * NFT metadata is fetched where a collection's deployer points it: public https only (a private address is
 * never connected to), ipfs through the gateway, data: in place, within the size limit; only image URLs a
 * browser may be given are kept.
 */
const servers: { close(): unknown }[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

const json = (value: unknown) =>
  `data:application/json;base64,${Buffer.from(JSON.stringify(value)).toString('base64')}`
const allowAll = async () => true
const portOf = (server: Server | ReturnType<typeof createTcpServer>) => (server.address() as AddressInfo).port

async function httpServer(body: (path: string) => string) {
  const paths: string[] = []
  const server = createHttpServer((request, response) => {
    paths.push(request.url ?? '')
    response.setHeader('content-type', 'application/json')
    response.end(body(request.url ?? ''))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  servers.push(server)
  return { url: `http://127.0.0.1:${portOf(server)}`, paths }
}

describe('NFT token metadata', () => {
  it('never connects to a private address named by a token URI', async () => {
    let connections = 0
    const server = createTcpServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    servers.push(server)
    for (const uri of [
      `https://127.0.0.1:${portOf(server)}/1.json`,
      `http://127.0.0.1:${portOf(server)}/1.json`,
    ])
      expect(await readTokenMetadata(uri, { ipfsGateway: 'https://ipfs.io' })).toEqual({
        name: undefined,
        image: undefined,
      })
    expect(connections).toBe(0)
  })

  it('reads data: JSON in place and keeps https, ipfs and inline images only', async () => {
    const read = (image: string) =>
      readTokenMetadata(json({ name: ' Cat ', image }), { ipfsGateway: 'https://ipfs.io' })
    expect(await read('ipfs://bafy/1.png')).toEqual({ name: 'Cat', image: 'ipfs://bafy/1.png' })
    expect((await read('https://example.com/1.png')).image).toBe('https://example.com/1.png')
    expect((await read('data:image/png;base64,AAAA')).image).toBe('data:image/png;base64,AAAA')
    for (const unsafe of ['javascript:alert(1)', 'http://example.com/1.png', 'data:text/html,<b>x</b>'])
      expect((await read(unsafe)).image).toBeUndefined()
  })

  it('fetches ipfs:// metadata through the gateway', async () => {
    const gateway = await httpServer(() => JSON.stringify({ name: 'From IPFS' }))
    const metadata = await readTokenMetadata('ipfs://bafyCID/7.json', {
      ipfsGateway: gateway.url,
      mayFetch: allowAll,
    })
    expect(metadata.name).toBe('From IPFS')
    expect(gateway.paths).toEqual(['/ipfs/bafyCID/7.json'])
  })

  it('gives up on metadata larger than the limit', async () => {
    const big = await httpServer(() =>
      JSON.stringify({ name: 'Big', padding: 'x'.repeat(METADATA_MAX_BYTES) }),
    )
    expect((await readTokenMetadata(`${big.url}/1.json`, { ipfsGateway: '', mayFetch: allowAll })).name).toBe(
      undefined,
    )
    const small = await httpServer(() => JSON.stringify({ name: 'Small' }))
    expect(
      (await readTokenMetadata(`${small.url}/1.json`, { ipfsGateway: '', mayFetch: allowAll })).name,
    ).toBe('Small')
  })

  it('keeps read metadata for a while: a second read of the same URI fetches nothing, a later one does', async () => {
    const server = await httpServer(() => JSON.stringify({ name: 'Kept' }))
    let clock = 0
    const read = cachedMetadataReader({ ipfsGateway: '', mayFetch: allowAll }, () => clock)
    expect((await read(`${server.url}/1.json`)).name).toBe('Kept')
    expect((await read(`${server.url}/1.json`)).name).toBe('Kept')
    expect(server.paths).toEqual(['/1.json'])
    clock += METADATA_CACHE_MS + 1
    await read(`${server.url}/1.json`)
    expect(server.paths).toEqual(['/1.json', '/1.json'])
  })

  it("substitutes ERC-1155's {id} as 64 lower-case hex digits", () => {
    expect(substituteTokenId('https://x.example/{id}.json', 255n)).toBe(
      `https://x.example/${'0'.repeat(62)}ff.json`,
    )
  })
})
