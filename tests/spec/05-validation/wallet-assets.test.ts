import { afterEach, describe, expect, it } from 'vitest'
import { isValidAssetResponse } from '../../../runtime/services/balance-wallet-assets.ts'
import { dropZeroDecimalTokens } from '../../../runtime/services/balance.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { connectedPortkit } from '../../unit/features/portkit-with-data-api.ts'

const ASSET = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '0x8ac7230489e80000',
  type: 'ERC20',
  metadata: { name: 'Portkit USD', symbol: 'PUSD', decimals: 18, price: 1, iconUrl: '' },
}
const API_BALANCE = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 2000,
  value: 2000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}

const servers: { close(): Promise<void> }[] = []
afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())))

describe('spec 5: wallet_getAssets response validation', () => {
  it('accepts only string address and balance, type ERC20 or NATIVE, and typed metadata', () => {
    expect(isValidAssetResponse([ASSET, { ...ASSET, type: 'NATIVE' }])).toBe(true)
    expect(isValidAssetResponse([{ ...ASSET, address: 1 }])).toBe(false)
    expect(isValidAssetResponse([{ ...ASSET, balance: 10 }])).toBe(false)
    expect(isValidAssetResponse([{ ...ASSET, type: 'ERC721' }])).toBe(false)
    expect(isValidAssetResponse([{ ...ASSET, metadata: { ...ASSET.metadata, decimals: '18' } }])).toBe(false)
    expect(isValidAssetResponse([{ ...ASSET, metadata: { ...ASSET.metadata, price: '1' } }])).toBe(false)
    expect(isValidAssetResponse({})).toBe(false)
  })

  it('tokens with decimals "0" are filtered out', () => {
    const ticket = { ...API_BALANCE, symbol: 'PTIX', quantity: { decimals: '0', numeric: '3' } }
    expect(dropZeroDecimalTokens([API_BALANCE, ticket] as never).map((t) => t.symbol)).toEqual(['ETH'])
  })

  async function withWallet(assets: unknown) {
    const server = await recordingServer((request, res) => {
      if (request.path === '/v1/supported-chains') return json(res, 200, { http: ['eip155:31337'], ws: [] })
      json(res, 200, { balances: [API_BALANCE] })
    })
    servers.push(server)
    const { portkit } = connectedPortkit(server.url)
    const calls: string[] = []
    portkit.state.connectors.value = [
      {
        ...portkit.state.connectors.value[0]!,
        provider: {
          request: async ({ method }) => {
            calls.push(method)
            if (method === 'wallet_getCapabilities')
              return { '0x7a69': { assetDiscovery: { supported: true } } }
            if (method === 'wallet_getAssets') return { '0x7a69': assets }
            return null
          },
        },
      },
    ]
    return { portkit, server, calls }
  }

  it('a wallet advertising assetDiscovery answers the token list itself', async () => {
    const { portkit, server, calls } = await withWallet([ASSET])
    const tokens = await portkit.feature('tokens').refresh()
    expect(calls).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(tokens).toMatchObject([
      {
        symbol: 'PUSD',
        address: `eip155:31337:${ASSET.address}`,
        quantity: { decimals: '18', numeric: '10' },
      },
    ])
    expect(server.requests.filter((r) => r.path.endsWith('/balance'))).toEqual([])
  })

  it("spec 5: a token with decimals '0' the wallet lists is left out too", async () => {
    const ticket = {
      ...ASSET,
      address: '0x00000000000000000000000000000000000000aa',
      metadata: { ...ASSET.metadata, name: 'Portkit Ticket', symbol: 'PTIX', decimals: 0 },
      balance: '0x3',
    }
    const { portkit } = await withWallet([ASSET, ticket])
    const tokens = await portkit.feature('tokens').refresh()
    expect(tokens.map((token) => token.symbol)).toEqual(['PUSD'])
  })

  it('an invalid wallet answer falls back to the balance API', async () => {
    const { portkit, server } = await withWallet([{ ...ASSET, type: 'ERC721' }])
    const tokens = await portkit.feature('tokens').refresh()
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH'])
    expect(server.requests.filter((r) => r.path.endsWith('/balance'))).toHaveLength(1)
  })
})
