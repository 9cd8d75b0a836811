import { listedSmartSession } from '../../fixtures/listed-smart-session.ts'
import { afterEach, describe, expect, it } from 'vitest'
import smartSessionsPlugin from '../../../plugins/smart-sessions/index.ts'
import { toSmartSession } from '../../../plugins/smart-sessions/smart-sessions-controller.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import {
  RequestAbortedError,
  SmartSessionsUnsupportedError,
  UserRejectedError,
} from '../../../runtime/core/errors.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { recordingWallet, type RecordingWallet } from '../../support/host-wallet.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { json, recordingServer } from '../../support/recording-server.ts'
import { testConnector, fixedSource } from '../../support/scripted-adapter.ts'

/**
 * Smart sessions (issue 13; spec sections 6, 7 and 8): wallet_grantPermissions and wallet_revokePermissions
 * are unsafe methods, aborted when rejection is requested; a declined request is 'Signature declined' and
 * stores nothing; a wallet without the permissions capability gets 'This application might not support
 * Smart Accounts' before it is asked; the list is GET /v1/sessions/{address}; a revocation is the wallet's
 * signature posted with the pci to POST /v1/sessions/{address}/revoke.
 */
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TARGET = '0x3333333333333333333333333333333333333333'
const PCI = `0x${'ab'.repeat(32)}`
const SIGNATURE = `0x${'11'.repeat(65)}`
const SUPPORTED = { '0x7a69': { permissions: { supported: true } } }

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function harness() {
  const listed: Record<string, unknown>[] = []
  const server = await recordingServer((request, res) => {
    const path = request.path.toLowerCase()
    if (request.method === 'GET' && path === `/v1/sessions/${ADDRESS.toLowerCase()}`)
      return json(res, 200, { pcis: listed })
    if (request.method === 'POST' && path === `/v1/sessions/${ADDRESS.toLowerCase()}/revoke`)
      return json(res, 200, { success: true })
    json(res, 404, { status: 'FAILED', reasons: [{ name: 'path', description: 'not here' }] })
  })
  cleanups.push(() => server.close())
  const wallet = recordingWallet({ address: ADDRESS, chainId: 31337 })
  const connector = testConnector('eip6963:test', { provider: wallet.provider })
  const source = fixedSource(connector)
  const storage = memoryStorage()
  const portkit: Portkit = createPortkit({
    config: testConfig({ networks: [devnetAlpha], services: { dataApi: server.url } }),
    adapters: [eip155Adapter()],
    connectors: [() => source],
    plugins: [smartSessionsPlugin],
    storage,
  })
  await portkit.start()
  await portkit.connection.connect(connector)
  cleanups.push(async () => portkit.stop())
  const kept = () => storage.get<unknown[]>(`@portkit/smart-sessions/${ADDRESS.toLowerCase()}`)
  const posted = () =>
    server.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/revoke'))
  return { portkit, sessions: portkit.feature('smart-sessions'), wallet, listed, kept, posted }
}

function listedSession(overrides: Record<string, unknown> = {}) {
  return listedSmartSession(PCI, TARGET, overrides)
}

/** A wallet that supports permissions and grants `PCI`, recording what it was asked. */
function granting(wallet: RecordingWallet, listed: Record<string, unknown>[]) {
  const asked: unknown[] = []
  wallet.answers.wallet_getCapabilities = () => SUPPORTED
  wallet.answers.wallet_grantPermissions = (params) => {
    asked.push((params as unknown[])[0])
    listed.push(listedSession())
    return { expiry: 1, permissionsContext: PCI, grantedPermissions: [] }
  }
  return asked
}

describe('smart sessions: grant', () => {
  it('asks the wallet for one contract-call permission held by a new session key, and keeps that key', async () => {
    const { sessions, wallet, listed, kept } = await harness()
    const asked = granting(wallet, listed)
    const session = await sessions.grant({ target: TARGET, limit: 10n ** 16n, expiry: 2_000_000_000 })
    expect(asked).toEqual([
      {
        expiry: 2_000_000_000,
        signer: { type: 'key', data: { id: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) } },
        permissions: [
          {
            type: 'contract-call',
            data: { address: TARGET, calls: [] },
            policies: [
              { type: 'token-allowance', data: { allowance: '0x2386f26fc10000' } },
              { type: 'gas-limit', data: { limit: '0x38d7ea4c68000' } },
            ],
            required: true,
          },
        ],
      },
    ])
    expect(session).toMatchObject({ pci: PCI, target: TARGET, status: 'active', usable: true })
    expect(await kept()).toEqual([
      { pci: PCI, privateKey: expect.stringMatching(/^0x[0-9a-f]{64}$/), caipNetworkId: 'eip155:31337' },
    ])
    expect(sessions.sessions.value.map((listed) => listed.pci)).toEqual([PCI])
  })

  it('a declined grant is UserRejectedError, shown as Signature declined, and stores nothing', async () => {
    const { sessions, wallet, kept } = await harness()
    wallet.answers.wallet_getCapabilities = () => SUPPORTED
    wallet.answers.wallet_grantPermissions = () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(sessions.grant({ target: TARGET, limit: 1n })).rejects.toBeInstanceOf(UserRejectedError)
    expect(sessions.error.value).toEqual({ key: 'SIGNATURE_DECLINED' })
    expect(await kept()).toBeUndefined()
  })

  it('is aborted when rejection is requested (spec 6), and stores nothing even if the wallet answers later', async () => {
    const { portkit, sessions, wallet, listed, kept } = await harness()
    wallet.answers.wallet_getCapabilities = () => SUPPORTED
    let answer: () => void = () => undefined
    wallet.answers.wallet_grantPermissions = () =>
      new Promise((resolve) => {
        answer = () => resolve({ expiry: 1, permissionsContext: PCI, grantedPermissions: [] })
      })
    const granting = sessions.grant({ target: TARGET, limit: 1n })
    await expect.poll(() => sessions.waiting.value).toBe('grant')
    expect(portkit.rpcRequests.openUnsafeCount()).toBe(1)
    sessions.cancel()
    await expect(granting).rejects.toBeInstanceOf(RequestAbortedError)
    expect(sessions.error.value).toEqual({ text: 'Request was aborted' })
    answer()
    listed.push(listedSession())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await kept()).toBeUndefined()
    expect(sessions.waiting.value).toBeUndefined()
  })

  it("a wallet without the permissions capability: 'This application might not support Smart Accounts', never asked", async () => {
    const { sessions, wallet, kept } = await harness()
    // No EIP-5792 at all (4200), then EIP-5792 without permissions.
    for (const capabilities of [undefined, { '0x7a69': { atomic: { status: 'supported' } } }]) {
      wallet.answers.wallet_getCapabilities = () => {
        if (!capabilities) throw Object.assign(new Error('Unsupported method'), { code: 4200 })
        return capabilities
      }
      await expect(sessions.grant({ target: TARGET, limit: 1n })).rejects.toBeInstanceOf(
        SmartSessionsUnsupportedError,
      )
      expect(sessions.error.value).toEqual({ key: 'SMART_ACCOUNTS_UNSUPPORTED' })
      expect(sessions.supported.value).toBe(false)
    }
    expect(wallet.methods).not.toContain('wallet_grantPermissions')
    expect(await kept()).toBeUndefined()
  })
})

describe('smart sessions: list and revoke', () => {
  it('revokes with the wallet signature posted with the pci, then forgets the key', async () => {
    const { sessions, wallet, listed, kept, posted } = await harness()
    granting(wallet, listed)
    await sessions.grant({ target: TARGET, limit: 1n })
    const revokeAsked: unknown[] = []
    wallet.answers.wallet_revokePermissions = (params) => {
      revokeAsked.push((params as unknown[])[0])
      listed[0] = listedSession({ revokedAt: Math.floor(Date.now() / 1000) })
      return SIGNATURE
    }
    await sessions.revoke(PCI as `0x${string}`)
    expect(revokeAsked).toEqual([
      { pci: PCI, address: ADDRESS, chainId: 'eip155:31337', expiry: expect.any(Number) },
    ])
    expect(posted().map((request) => JSON.parse(request.body))).toEqual([{ pci: PCI, signature: SIGNATURE }])
    expect(await kept()).toEqual([])
    expect(sessions.sessions.value[0]).toMatchObject({ status: 'revoked', usable: false })
  })

  it('a declined revocation is Signature declined, posts nothing and keeps the session', async () => {
    const { sessions, wallet, listed, kept, posted } = await harness()
    granting(wallet, listed)
    await sessions.grant({ target: TARGET, limit: 1n })
    wallet.answers.wallet_revokePermissions = () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await expect(sessions.revoke(PCI as `0x${string}`)).rejects.toBeInstanceOf(UserRejectedError)
    expect(sessions.error.value).toEqual({ key: 'SIGNATURE_DECLINED' })
    expect(posted()).toEqual([])
    expect(await kept()).toHaveLength(1)
  })

  it('reads status from the listed times: active, expired, revoked; usable only with the key here', () => {
    const now = 1_900_000_000
    const key = [
      { pci: PCI as `0x${string}`, privateKey: PCI as `0x${string}`, caipNetworkId: 'eip155:31337' },
    ]
    const status = (overrides: Record<string, unknown>, keys = key) => {
      const session = toSmartSession(listedSession(overrides) as never, keys, now)!
      return [session.status, session.usable]
    }
    expect(status({ expiry: now + 1 })).toEqual(['active', true])
    expect(status({ expiry: now + 1 }, [])).toEqual(['active', false])
    expect(status({ expiry: now })).toEqual(['expired', false])
    expect(status({ expiry: now + 1, revokedAt: now - 1 })).toEqual(['revoked', false])
  })
})
