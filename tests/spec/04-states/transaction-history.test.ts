import { afterEach, describe, expect, it } from 'vitest'
import { RELATIVE_TIME_LABELS } from '../../../runtime/core/constants.ts'
import { formatRelativeTime } from '../../../runtime/core/i18n/intl-format.ts'
import { isSpamTransaction, type Transaction } from '../../../runtime/services/history.ts'
import { formatTransferAmount } from '../../../runtime/features/history/activity-tab.tsx'
import { devnetBeta } from '../../../runtime/networks/devnet.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { ADDRESS, connectedPortkit } from '../../unit/features/portkit-with-data-api.ts'

function tx(id: string, spam: boolean[]): Transaction {
  return {
    id,
    metadata: {
      minedAt: '2026-01-01T00:00:00.000Z',
      chain: 'eip155:31337',
      status: 'confirmed',
      operationType: 'send',
      sentFrom: ADDRESS,
      sentTo: ADDRESS,
    },
    transfers: spam.map((flag) => ({
      fungible_info: { symbol: flag ? 'AIRDROP' : 'PUSD' },
      ...(flag ? { nft_info: { name: 'Airdrop', flags: { is_spam: true } } } : {}),
      quantity: { numeric: '1.23456' },
    })),
  }
}

const servers: { close(): Promise<void> }[] = []
afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())))

describe('spec 4 and 9: transaction history', () => {
  it('spam transactions are dropped only when every transfer is flagged spam', () => {
    expect(isSpamTransaction(tx('a', [true, true]))).toBe(true)
    expect(isSpamTransaction(tx('b', [true, false]))).toBe(false)
    expect(isSpamTransaction(tx('c', []))).toBe(false)
  })

  it('transfer amounts show 3 decimals; relative times use sec, min, hr, d, mo, yr', () => {
    expect(formatTransferAmount('1.23456')).toBe('1.234')
    expect(formatTransferAmount('12')).toBe('12.000')
    expect(RELATIVE_TIME_LABELS).toEqual(['sec', 'min', 'hr', 'd', 'mo', 'yr'])
    expect(formatRelativeTime(0, 90_000)).toBe('1 min')
  })

  it('pages by the `next` cursor with loading and empty flags; the last page clears the cursor', async () => {
    const server = await recordingServer((request, res) => {
      if (!request.query.cursor)
        return json(res, 200, { data: [tx('1', [false]), tx('spam', [true])], next: 'p2' })
      json(res, 200, { data: [tx('2', [false])], next: null })
    })
    servers.push(server)
    const { portkit } = connectedPortkit(server.url)
    const history = portkit.feature('history')
    const loading = history.fetch()
    expect(history.loading.value).toBe(true)
    await loading
    expect(history.transactions.value.map((t) => t.id)).toEqual(['1'])
    expect(history.next.value).toBe('p2')
    expect(history.empty.value).toBe(false)
    await history.fetchMore()
    expect(history.transactions.value.map((t) => t.id)).toEqual(['1', '2'])
    expect(history.next.value).toBeUndefined()
    expect(server.requests.map((r) => [r.path, r.query.cursor, r.query.chainId])).toEqual([
      [`/v1/account/${ADDRESS}/history`, undefined, 'eip155:31337'],
      [`/v1/account/${ADDRESS}/history`, 'p2', 'eip155:31337'],
    ])
  })

  it('an empty first page sets the empty flag', async () => {
    const server = await recordingServer((_request, res) =>
      json(res, 200, { data: [tx('s', [true])], next: null }),
    )
    servers.push(server)
    const { portkit } = connectedPortkit(server.url)
    await portkit.feature('history').fetch()
    expect(portkit.feature('history').empty.value).toBe(true)
  })

  it('offers no Activity tab on a network the data API serves without history (its node lacks ots_)', async () => {
    const server = await recordingServer((_request, res) =>
      json(res, 200, { http: ['eip155:31337', 'eip155:31338'], ws: [], history: ['eip155:31338'] }),
    )
    servers.push(server)
    const { portkit } = connectedPortkit(server.url)
    const tabs = () => portkit.plugins.accountTabs().map((item) => item.tab)
    // Until the data API said, the tab stays (its own fetch would report a failure).
    expect(tabs()).toContain('Activity')
    await portkit.feature('history').learnServedNetworks()
    expect(tabs()).not.toContain('Activity')
    updateChain(portkit.state, 'eip155', { caipNetwork: devnetBeta })
    expect(tabs()).toContain('Activity')
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/supported-chains'])
  })

  it("history needs an account: 'Transactions can't be fetched without an accountAddress'", async () => {
    const { portkit } = connectedPortkit('http://127.0.0.1:9')
    portkit.state.chains.value = {}
    await expect(portkit.feature('history').fetch()).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })
})
