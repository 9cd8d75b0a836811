import { afterEach, describe, expect, it } from 'vitest'
import { json, recordingServer } from '../../support/recording-server.ts'
import { connectedPortkit } from './portkit-with-data-api.ts'

const servers: { close(): Promise<void> }[] = []
afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())))

describe('native balance: data API first, RPC fallback', () => {
  it('a served chain shows the data API balance, not the RPC one', async () => {
    const server = await recordingServer((request, res) => {
      if (request.path === '/v1/supported-chains') return json(res, 200, { http: ['eip155:31337'], ws: [] })
      json(res, 200, {
        balances: [
          {
            name: 'Ether',
            symbol: 'ETH',
            chainId: 'eip155:31337',
            price: 2000,
            value: 6913.58,
            quantity: { decimals: '18', numeric: '3.456789' },
            iconUrl: '',
          },
        ],
      })
    })
    servers.push(server)
    const { portkit, script } = connectedPortkit(server.url)
    script.balance = 1n
    await portkit.account.refreshBalance('eip155')
    expect(portkit.state.activeChainState.value?.balance).toMatchObject({ formatted: '3.456', symbol: 'ETH' })
    expect(server.requests.at(-1)?.query).toMatchObject({ currency: 'usd', chainId: 'eip155:31337' })
  })

  it('a chain the data API does not serve reads the balance over RPC', async () => {
    const server = await recordingServer((_request, res) => json(res, 200, { http: ['eip155:1'], ws: [] }))
    servers.push(server)
    const { portkit, script } = connectedPortkit(server.url)
    script.balance = 5n * 10n ** 17n
    await portkit.account.refreshBalance('eip155')
    expect(portkit.state.activeChainState.value?.balance?.formatted).toBe('0.500')
  })
})
