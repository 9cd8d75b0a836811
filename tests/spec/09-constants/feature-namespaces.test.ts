import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import names from '../../../plugins/names/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import history from '../../../runtime/features/history/index.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'

/**
 * Spec section 9, the namespaces each data feature serves: activity and names on EVM accounts only (a
 * Solana account's Activity asks nothing and is empty; its account menu has no name registration), driven
 * through the history feature and the names plugin against a loopback data API.
 */

let dataApi: Awaited<ReturnType<typeof recordingServer>>
beforeAll(async () => {
  dataApi = await recordingServer((request, res) =>
    request.path.endsWith('/history')
      ? json(res, 200, { data: [], next: null })
      : json(res, 404, { status: 'FAILED', reasons: [{ name: 'path', description: 'not here' }] }),
  )
})
afterAll(() => dataApi?.close())

function connectedOn(namespace: 'eip155' | 'solana') {
  const network = namespace === 'eip155' ? devnetAlpha : devnetSolana
  const portkit = createPortkit({
    config: testConfig({ networks: [network], services: { dataApi: dataApi.url } }),
    adapters: [() => scriptedAdapter(namespace).adapter],
    connectors: [],
    plugins: [history, names],
    storage: memoryStorage(),
  })
  const connector = testConnector('wallet', { chain: namespace })
  portkit.state.connectors.value = [connector]
  const address =
    namespace === 'eip155' ? '0x2222222222222222222222222222222222222222' : '11111111111111111111111111111112'
  updateChain(portkit.state, namespace, {
    status: 'connected',
    address,
    connectorId: connector.id,
    caipNetwork: network,
  })
  return portkit
}

const historyAsked = () => dataApi.requests.filter((request) => request.path.endsWith('/history')).length

describe('spec 9: activity and names serve eip155 accounts only', () => {
  it('Activity asks the data API for an EVM account, and nothing for a Solana account (empty)', async () => {
    const before = historyAsked()
    const solana = connectedOn('solana')
    await solana.feature('history').fetch()
    expect(historyAsked()).toBe(before)
    expect(solana.feature('history').empty.value).toBe(true)
    await connectedOn('eip155').feature('history').fetch()
    expect(historyAsked()).toBe(before + 1)
  })

  it('the account menu offers name registration on EVM, not on Solana', () => {
    const labels = (namespace: 'eip155' | 'solana') =>
      connectedOn(namespace)
        .plugins.accountMenu()
        .map((item) => item.label)
    expect(labels('eip155')).toContain('Register account name')
    expect(labels('solana')).not.toContain('Register account name')
  })
})
