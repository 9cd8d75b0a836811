import { afterEach, describe, expect, it } from 'vitest'
import { CACHE_EXPIRY_MS } from '../../../runtime/core/constants.ts'
import { createDataApiClient } from '../../../runtime/services/api/clients.ts'
import { createBalanceService } from '../../../runtime/services/balance-service.ts'
import { createRecordCache } from '../../../runtime/services/cache.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { json, recordingServer } from '../../support/recording-server.ts'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const servers: { close(): Promise<void> }[] = []
afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())))

function clock() {
  let time = 1_000_000
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

describe('spec 9: cache expiry of the cached records (spec 3)', () => {
  it('balance and native balance 30 s, name and identity 5 min, each record with its timestamp', () => {
    expect(CACHE_EXPIRY_MS).toEqual({
      balance: 30_000,
      nativeBalance: 30_000,
      name: 300_000,
      identity: 300_000,
    })
    const { now, advance } = clock()
    const cache = createRecordCache(now)
    cache.set('balance', 'a', 1)
    cache.set('identity', 'a', 'alice')
    advance(29_999)
    expect(cache.get('balance', 'a')).toBe(1)
    advance(1)
    expect(cache.get('balance', 'a')).toBeUndefined()
    expect(cache.get('identity', 'a')).toBe('alice')
    advance(300_000 - 30_000)
    expect(cache.get('identity', 'a')).toBeUndefined()
  })

  it('a balance asked again within 30 s is not fetched again; after 30 s it is', async () => {
    const server = await recordingServer((request, res) => {
      if (request.path === '/v1/supported-chains') return json(res, 200, { http: ['eip155:31337'], ws: [] })
      json(res, 200, {
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:31337',
            price: 2000,
            value: 2000,
            quantity: { decimals: '18', numeric: '1' },
            iconUrl: '',
          },
        ],
      })
    })
    servers.push(server)
    const { now, advance } = clock()
    const client = createDataApiClient({ baseUrl: server.url, projectId: 'p', sdkVersion: '0' })
    const balances = createBalanceService(client, createRecordCache(now))
    const calls = () => server.requests.filter((r) => r.path.endsWith('/balance')).length
    expect((await balances.nativeBalance(ADDRESS, devnetAlpha))?.value).toBe(10n ** 18n)
    await balances.tokenBalances(ADDRESS, devnetAlpha)
    expect(calls()).toBe(1)
    advance(30_000)
    await balances.tokenBalances(ADDRESS, devnetAlpha)
    expect(calls()).toBe(2)
  })

  it('asked at the same time, the native balance and the token list share one request; forceUpdate is kept', async () => {
    const server = await recordingServer((request, res) => {
      if (request.path === '/v1/supported-chains') return json(res, 200, { http: ['eip155:31337'], ws: [] })
      json(res, 200, { balances: [] })
    })
    servers.push(server)
    const client = createDataApiClient({ baseUrl: server.url, projectId: 'p', sdkVersion: '0' })
    const balances = createBalanceService(client, createRecordCache())
    const balanceCalls = () => server.requests.filter((r) => r.path.endsWith('/balance'))
    await Promise.all([
      balances.nativeBalance(ADDRESS, devnetAlpha),
      balances.tokenBalances(ADDRESS, devnetAlpha),
    ])
    expect(balanceCalls()).toHaveLength(1)

    // A list cached without forceUpdate does not stand in for one asked with it.
    const token = 'eip155:31337:0x3333333333333333333333333333333333333333'
    await balances.tokenBalances(ADDRESS, devnetAlpha, [token])
    expect(balanceCalls()).toHaveLength(2)
    expect(balanceCalls()[1]?.query.forceUpdate).toContain(token)
  })

  it('testnets and chains the data API does not list are never asked', async () => {
    const server = await recordingServer((_request, res) => json(res, 200, { http: ['eip155:1'], ws: [] }))
    servers.push(server)
    const client = createDataApiClient({ baseUrl: server.url, projectId: 'p', sdkVersion: '0' })
    const balances = createBalanceService(client, createRecordCache())
    expect(await balances.nativeBalance(ADDRESS, devnetAlpha)).toBeUndefined()
    expect(
      await balances.nativeBalance(ADDRESS, { ...devnetAlpha, caipNetworkId: 'eip155:1', testnet: true }),
    ).toBeUndefined()
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/supported-chains'])
  })
})
