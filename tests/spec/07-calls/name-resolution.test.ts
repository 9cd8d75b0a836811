import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDataApiClient } from '../../../runtime/services/api/clients.ts'
import { createRecordCache } from '../../../runtime/services/cache.ts'
import { resolveName } from '../../../runtime/services/name-lookup.ts'
import { fetchAccountNames } from '../../../plugins/names/register-name.ts'
import { CACHE_EXPIRY_MS } from '../../../runtime/core/constants.ts'
import { InvalidEnsNameError } from '../../../runtime/core/errors.ts'
import { connectedPortkit, ETH_BALANCE as ETH } from '../../unit/features/portkit-with-data-api.ts'
import { json, recordingServer } from '../../support/recording-server.ts'

/**
 * Spec sections 3, 7, 8 and 9, names: forward resolution (GET /v1/profile/account/{name}) to the address
 * for the active chain's coin type, the name record cached 5 min, 'Error resolving name' and "name
 * resolution errors return no address"; reverse (GET /v1/profile/reverse/{address}) with 'Error fetching
 * names for address'; and the Send form taking a name as its receiver. Against a loopback server that
 * answers as the data API's contract says.
 */

const ALICE = '0xA11cE00000000000000000000000000000000001'
const BOB = '0xB0B0000000000000000000000000000000000002'
const ALPHA_COIN_TYPE = String((0x80000000 | 31337) >>> 0)
const record = (name: string, addresses: Record<string, string>, avatar?: string) => ({
  name,
  source: 'portkit',
  addresses: Object.fromEntries(Object.entries(addresses).map(([coin, address]) => [coin, { address }])),
  attributes: avatar ? { avatar } : {},
})

let server: Awaited<ReturnType<typeof recordingServer>>
beforeAll(async () => {
  server = await recordingServer(({ path }, res) => {
    const name = decodeURIComponent(path.split('/').at(-1) ?? '')
    if (path.startsWith('/v1/profile/account/')) {
      if (name === 'alice.portkit.id')
        return json(res, 200, record(name, { [ALPHA_COIN_TYPE]: ALICE }, 'https://img.example/a.png'))
      if (name === 'bob.eth') return json(res, 200, record(name, { '60': BOB }))
      if (name === 'elsewhere.portkit.id') return json(res, 200, record(name, { '2147483658': BOB }))
      if (name === 'broken.portkit.id') return json(res, 500, { message: 'down' })
      if (name === 'odd.portkit.id') return json(res, 200, { name })
      return json(res, 404, { message: 'not found' })
    }
    if (path === `/v1/profile/reverse/${ALICE}`)
      return json(res, 200, [record('alice.portkit.id', { [ALPHA_COIN_TYPE]: ALICE })])
    return json(res, 502, { message: 'node down' })
  })
})
afterAll(() => server?.close())

const client = () =>
  createDataApiClient({
    baseUrl: server.url,
    projectId: 'names-test',
    sdkType: 'portkit',
    sdkVersion: '0.1.0',
  })
const asked = (name: string) => server.requests.filter(({ path }) => path.endsWith(`/${name}`)).length

describe('spec 7: forward name resolution', () => {
  it("answers the address for the chain's coin type, else Ethereum's (ENS), with the avatar record", async () => {
    const cache = createRecordCache()
    expect(await resolveName(client(), cache, 'Alice.portkit.id', 31337)).toEqual({
      name: 'alice.portkit.id',
      address: ALICE,
      avatar: 'https://img.example/a.png',
    })
    expect(await resolveName(client(), cache, 'bob.eth', 31337)).toEqual({ name: 'bob.eth', address: BOB })
  })

  it('spec 8: a name nobody holds, or holding no address for this chain, resolves to no address', async () => {
    const cache = createRecordCache()
    expect(await resolveName(client(), cache, 'nobody.portkit.id', 31337)).toBeUndefined()
    expect(await resolveName(client(), cache, 'elsewhere.portkit.id', 31337)).toBeUndefined()
  })

  it("spec 8: a failing or malformed answer is 'Error resolving name'; a name ENSIP-15 refuses is never asked", async () => {
    const cache = createRecordCache()
    await expect(resolveName(client(), cache, 'broken.portkit.id', 31337)).rejects.toThrow(
      'Error resolving name',
    )
    await expect(resolveName(client(), cache, 'odd.portkit.id', 31337)).rejects.toThrow(
      'Error resolving name',
    )
    const before = server.requests.length
    await expect(resolveName(client(), cache, 'bad..portkit.id', 31337)).rejects.toThrow(InvalidEnsNameError)
    expect(server.requests.length).toBe(before)
  })

  it('spec 9: the name record is cached 5 min, the not-found answer too', async () => {
    let now = 1_000_000
    const cache = createRecordCache(() => now)
    const first = asked('alice.portkit.id')
    await resolveName(client(), cache, 'alice.portkit.id', 31337)
    await resolveName(client(), cache, 'alice.portkit.id', 31337)
    await resolveName(client(), cache, 'nobody.portkit.id', 31337)
    const nobody = asked('nobody.portkit.id')
    await resolveName(client(), cache, 'nobody.portkit.id', 31337)
    expect(asked('alice.portkit.id')).toBe(first + 1)
    expect(asked('nobody.portkit.id')).toBe(nobody)
    now += CACHE_EXPIRY_MS.name
    await resolveName(client(), cache, 'alice.portkit.id', 31337)
    expect(asked('alice.portkit.id')).toBe(first + 2)
  })
})

describe('spec 7: reverse lookup', () => {
  it("lists an address's names, asked as that address; a failure is 'Error fetching names for address'", async () => {
    expect((await fetchAccountNames(client(), ALICE)).map(({ name }) => name)).toEqual(['alice.portkit.id'])
    expect(server.requests.at(-1)?.query.sender).toBe(ALICE)
    await expect(fetchAccountNames(client(), BOB)).rejects.toThrow('Error fetching names for address')
  })
})

describe('spec 3, Send state: a name as receiver', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700))

  it("resolves after the visitor pauses: the name's address, its name and avatar in the form", async () => {
    const { portkit } = connectedPortkit(server.url)
    const send = portkit.feature('send')
    send.setReceiver(' alice.portkit.id ')
    expect(send.form.value.receiverAddress).toBe('alice.portkit.id')
    await settle()
    expect(send.form.value).toMatchObject({
      receiverAddress: ALICE,
      receiverProfileName: 'alice.portkit.id',
      receiverProfileImageUrl: 'https://img.example/a.png',
    })
    // Typing again drops the resolved name at once.
    send.setReceiver('alice.portkit.i')
    expect(send.form.value.receiverProfileName).toBeUndefined()
  })

  it('an unresolved name stays in the form, where the address check refuses it; a stale answer is dropped', async () => {
    const { portkit } = connectedPortkit(server.url)
    const send = portkit.feature('send')
    send.form.value = { ...send.form.value, token: ETH, sendTokenAmount: '0.5' }
    send.setReceiver('broken.portkit.id')
    await settle()
    expect(send.form.value.receiverAddress).toBe('broken.portkit.id')
    expect(send.check.value).toMatchObject({ ready: false, label: 'invalidAddress' })
    send.setReceiver('alice.portkit.id')
    send.setReceiver(BOB)
    await settle()
    expect(send.form.value.receiverAddress).toBe(BOB)
    expect(send.form.value.receiverProfileName).toBeUndefined()
  })
})
