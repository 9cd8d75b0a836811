import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, type Address } from 'viem'
import { getCode } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readManifest, startDevnet, type Devnet } from '../../../../devnet/index.ts'
import { loadContract, type ContractName } from '../../../../server/openapi/load-contract.ts'
import { readValidResponse } from '../../../support/openapi-response-validator.ts'
import { COMMON_QUERY } from '../../server/contract-client.ts'

const SERVICES: Record<ContractName, 'dataApi' | 'catalogueApi' | 'analyticsApi' | 'authApi'> = {
  'data-api': 'dataApi',
  'catalogue-api': 'catalogueApi',
  'analytics-api': 'analyticsApi',
  'auth-api': 'authApi',
}

const APP_ORIGIN = 'http://localhost:5173'

let appDir: string
let devnet: Devnet

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'portkit-services-test-'))
  devnet = await startDevnet({ appDir })
  // As `portkit dev` registers an app it serves at that origin.
  await devnet.allowApp(COMMON_QUERY.projectId, APP_ORIGIN)
})
afterAll(async () => {
  await devnet?.stop()
  rmSync(appDir, { recursive: true, force: true })
})

/** Every operation of every contract, with the service URL that serves it. */
function everyOperation() {
  return Object.entries(SERVICES).flatMap(([contract, service]) =>
    Object.entries(loadContract(contract as ContractName).paths).flatMap(([template, item]) =>
      Object.keys(item).map((method) => ({
        contract: contract as ContractName,
        service,
        template,
        method: method.toUpperCase(),
      })),
    ),
  )
}

describe('devnet services: started with the devnet and published in the manifest', () => {
  it('puts the four service URLs (one loopback server, a path each) and the fixture tokens into the manifest file', () => {
    const { services, tokens, chains } = devnet.manifest
    const origin = new URL(services.dataApi!).origin
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(Object.values(SERVICES).map((key) => services[key])).toEqual(
      ['/data', '/catalogue', '/analytics', '/auth'].map((path) => `${origin}${path}`),
    )
    expect(Object.keys(tokens!)).toEqual(chains.map((chain) => chain.caipNetworkId))
    for (const list of Object.values(tokens!)) {
      expect(list.map(({ symbol, decimals, spam }) => [symbol, decimals, spam])).toEqual([
        ['PUSD', 18, false],
        ['PEUR', 6, false],
        ['PTIX', 0, false],
        ['AIRDROP', 18, true],
      ])
    }
    expect(readManifest(appDir)).toEqual(devnet.manifest)
  })

  it('has the fixture tokens deployed at the published addresses on both chains', async () => {
    for (const chain of devnet.manifest.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      for (const token of devnet.manifest.tokens![chain.caipNetworkId]!) {
        expect((await getCode(client, { address: token.address as Address }))?.length).toBeGreaterThan(2)
      }
    }
  })

  it('answers every operation of every contract with a 400 error body naming projectId, st and sv when missing', async () => {
    const operations = everyOperation()
    expect(operations.length).toBe(33)
    const required = (name: string) => ({ name, description: `The query parameter ${name} is required` })
    for (const { contract, service, template, method } of operations) {
      const url = `${devnet.manifest.services[service]}${template.replace(/\{[^}]+\}/g, 'x')}`
      const call = async (search: string) => {
        const response = await fetch(`${url}${search}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        })
        const read = await readValidResponse(contract, method, template, response)
        const { status, reasons } = read.body as { status: string; reasons: unknown[] }
        return [template, read.status, status, reasons]
      }
      // The server asks for the project first; the operation then names the rest.
      expect(await call('')).toEqual([template, 400, 'FAILED', [required('projectId')]])
      const [, ...named] = await call(`?projectId=${COMMON_QUERY.projectId}`)
      // Other required params of the operation may be named after them (balance also needs currency).
      expect([template, named[0], named[1], (named[2] as unknown[]).slice(0, 2)]).toEqual([
        template,
        400,
        'FAILED',
        [required('st'), required('sv')],
      ])
    }
  })

  it('counts an empty projectId as missing', async () => {
    const response = await fetch(
      `${devnet.manifest.services.catalogueApi}/getWallets?projectId=&st=portkit&sv=1`,
    )
    expect(response.status).toBe(400)
    expect(((await response.json()) as { reasons: { name: string }[] }).reasons.map((r) => r.name)).toEqual([
      'projectId',
    ])
  })

  it('answers CORS preflights and allows any origin on answers and errors alike', async () => {
    for (const key of Object.values(SERVICES)) {
      const base = devnet.manifest.services[key]!
      const preflight = await fetch(`${base}/anything`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
      const error = await fetch(`${base}/nowhere`, { headers: { Origin: 'http://localhost:5173' } })
      expect(error.headers.get('access-control-allow-origin')).toBe('*')
    }
    const query = new URLSearchParams(COMMON_QUERY)
    const ok = await fetch(`${devnet.manifest.services.dataApi}/v1/supported-chains?${query}`, {
      headers: { Origin: APP_ORIGIN },
    })
    expect([ok.status, ok.headers.get('access-control-allow-origin')]).toEqual([200, '*'])
  })

  it('answers unknown paths with 404 and wrong methods with 405, both as the error body', async () => {
    const query = new URLSearchParams(COMMON_QUERY)
    const missing = await fetch(`${devnet.manifest.services.dataApi}/v2/nothing?${query}`)
    expect([missing.status, await missing.json()]).toEqual([
      404,
      { status: 'FAILED', reasons: [{ name: 'path', description: 'No endpoint GET /v2/nothing' }] },
    ])
    const wrong = await fetch(`${devnet.manifest.services.dataApi}/v1/supported-chains?${query}`, {
      method: 'POST',
    })
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'GET'])
  })

  it('answers malformed paths, params and bodies with a 400 error body naming the input, never a 500', async () => {
    const query = new URLSearchParams(COMMON_QUERY)
    const cases: [ContractName, string, string, string, string | undefined, string][] = [
      [
        'data-api',
        'GET',
        '/v1/account/{address}/balance',
        '/v1/account/%E0%A4%A/balance?currency=usd',
        undefined,
        'address',
      ],
      ['data-api', 'GET', '/v1/identity/{address}', '/v1/identity/0xZZZZ', undefined, 'address'],
      [
        'data-api',
        'GET',
        '/v1/profile/suggestions/{name}',
        '/v1/profile/suggestions/%F0%9F%98%80',
        undefined,
        'name',
      ],
      ['data-api', 'POST', '/v1/profile/account', '/v1/profile/account', 'null', 'body'],
      ['data-api', 'POST', '/v1/profile/account', '/v1/profile/account', '[]', 'body'],
      ['data-api', 'POST', '/v1/profile/account', '/v1/profile/account', '', 'body'],
      [
        'data-api',
        'GET',
        '/v1/convert/quotes',
        `/v1/convert/quotes?amount=${'9'.repeat(100)}&userAddress=0x0000000000000000000000000000000000000001&from=eip155:31337:0x1&to=eip155:31337:0x2`,
        undefined,
        'amount',
      ],
      [
        'data-api',
        'GET',
        '/v1/convert/allowance',
        '/v1/convert/allowance?tokenAddress=eip155:31337&userAddress=0x1',
        undefined,
        'tokenAddress',
      ],
      ['catalogue-api', 'GET', '/getWallets', '/getWallets?page=1.5', undefined, 'page'],
      ['analytics-api', 'POST', '/e', '/e', '"just text"', 'body'],
    ]
    for (const [contract, method, template, path, body, reason] of cases) {
      const [pathname, search = ''] = path.split('?')
      const url = `${devnet.manifest.services[SERVICES[contract]]}${pathname}?${query}&${search}`
      const response = await fetch(url, { method, headers: { 'Content-Type': 'application/json' }, body })
      const read = await readValidResponse(contract, method, template, response)
      const reasons = (read.body as { reasons: { name: string }[] }).reasons.map((r) => r.name)
      expect([path, read.status, reasons[0]]).toEqual([path, 400, reason])
    }
  })

  it('refuses an oversized body with 413 rather than reading it all', async () => {
    const response = await fetch(
      `${devnet.manifest.services.analyticsApi}/e?${new URLSearchParams(COMMON_QUERY)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
      },
    )
    expect(response.status).toBe(413)
  })
})

describe('devnet services: stopping', () => {
  it('closes every server with the devnet, leaving their ports free', async () => {
    const local = await startDevnet()
    const urls = Object.values(SERVICES).map((key) => local.manifest.services[key]!)
    await local.stop()
    for (const url of urls) {
      await expect(fetch(`${url}/v1/supported-chains`)).rejects.toThrow()
      const port = Number(new URL(url).port)
      const free = await new Promise<boolean>((resolve) => {
        const server = createServer()
        server.once('error', () => resolve(false))
        server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
      })
      expect(free).toBe(true)
    }
  })
})
