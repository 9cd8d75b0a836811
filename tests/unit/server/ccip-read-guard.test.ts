import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicGatewayRequest } from '../../../server/data-api/ccip-read-guard.ts'

/**
 * The server follows CCIP-Read (ENS offchain names) only to public https gateways: a name's owner chooses
 * the URLs, and must not reach the server's own network through them. A gateway on this machine stands by
 * to show that no refused request is sent.
 */
let hits = 0
const gateway = createServer((_request, response) => {
  hits++
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":"0x"}')
})
let port: number

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  port = (gateway.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => gateway.close(resolve)))

const request = (urls: string[]) =>
  publicGatewayRequest({ data: '0x1234', sender: '0x0000000000000000000000000000000000000001', urls })

describe('CCIP-Read gateways the server requests', () => {
  it.each([
    [`http://127.0.0.1:${0}/{sender}/{data}.json`],
    ['https://127.0.0.1/{sender}'],
    ['https://localhost/gateway'],
    ['https://10.1.2.3/gateway'],
    ['https://169.254.169.254/latest/meta-data'],
    ['https://192.168.1.1/'],
    ['https://[::1]/gateway'],
    ['https://[::ffff:127.0.0.1]/gateway'],
    ['https://[fd00::1]/gateway'],
    ['http://8.8.8.8/gateway'],
    ['ftp://example.com/gateway'],
    ['not a url'],
  ])('refuses %s, sending nothing', async (url) => {
    const local = url.replace(':0/', `:${port}/`)
    await expect(request([local])).rejects.toThrow('CCIP Read gateways must be public https addresses')
    expect(hits).toBe(0)
  })

  it('refuses the private gateways of a list without asking them', async () => {
    await expect(
      request([`http://127.0.0.1:${port}/{data}`, `https://localhost:${port}/{data}`]),
    ).rejects.toThrow('must be public https')
    expect(hits).toBe(0)
  })
})
