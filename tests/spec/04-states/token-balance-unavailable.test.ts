import { afterEach, describe, expect, it } from 'vitest'
import { TOASTS } from '../../../runtime/core/errors.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { connectedPortkit } from '../../unit/features/portkit-with-data-api.ts'

const servers: { close(): Promise<void> }[] = []
afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())))

async function dataApi(supported: string[]) {
  const server = await recordingServer((request, res) => {
    if (request.path === '/v1/supported-chains') return json(res, 200, { http: supported, ws: [] })
    json(res, 200, { balances: [] })
  })
  servers.push(server)
  return server
}

describe("spec 8: 'Token Balance Unavailable' on an unsupported network", () => {
  it('a network the data API does not serve shows the toast and an empty list, without a balance call', async () => {
    const server = await dataApi(['eip155:1'])
    const { portkit, toasts } = connectedPortkit(server.url)
    expect(await portkit.feature('tokens').refresh()).toEqual([])
    expect(toasts).toEqual([TOASTS.TOKEN_BALANCE_UNAVAILABLE])
    expect(server.requests.map((r) => r.path)).toEqual(['/v1/supported-chains'])
  })

  it('a served network shows no toast; a testnet is not asked at all', async () => {
    const server = await dataApi(['eip155:31337'])
    const { portkit, toasts } = connectedPortkit(server.url)
    await portkit.feature('tokens').refresh()
    expect(toasts).toEqual([])
    updateChain(portkit.state, 'eip155', { caipNetwork: { ...devnetAlpha, testnet: true } })
    const calls = server.requests.length
    expect(await portkit.feature('tokens').refresh()).toEqual([])
    expect(server.requests.length).toBe(calls)
    expect(toasts).toEqual([])
  })
})
