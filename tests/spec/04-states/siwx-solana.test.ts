import { afterEach, describe, expect, it } from 'vitest'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { hexToBytes, type Hex } from 'viem'
import {
  createSiwxPlugin,
  siwxMessageData,
  toSiwxMessage,
  type SiwxConfig,
} from '../../../plugins/siwx/index.ts'
import { siwxOf } from '../../../plugins/siwx/siwx-controller.ts'
import { createSiwxService } from '../../../plugins/siwx/server/index.ts'
import { parseSiwsMessage } from '../../../plugins/siwx/siws-message.ts'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { devnetSolana } from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// Spec section 4 (SIWX) for a visitor connected on Solana: the CAIP-122 message is the Sign In With
// Solana text for the account and network (spec 3's fields), signed through the Solana adapter's
// signMessage by an ed25519 key, verified by the SIWX service (portkit/siwx-server, the devnet auth
// service's verifier) against the base58 public key; the session then lists the Solana account.
// Failures show 'Signature declined' / 'Sign message failed'; cancel disconnects when required.

const ORIGIN = 'https://shop.example'
const SIGN_VIEW = 'siwx/SIWXSignMessage'
const secretKey = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(secretKey))
const otherKey = ed25519.utils.randomPrivateKey()

/** The host's SIWX functions over the real verifier (in memory), accepting devnet Solana sign-ins. */
function serviceBackedSiwx() {
  /** The revoke token of each session the service made, as the default storage keeps them. */
  const tokens = new Map<string, string>()
  const service = createSiwxService({
    clientFor: () => undefined,
    solanaChains: [devnetSolana.caipNetworkId],
  })
  const config: SiwxConfig = {
    createMessage: async ({ accountAddress, chainId }) =>
      toSiwxMessage(
        siwxMessageData({
          accountAddress,
          chainId,
          nonce: (await service.issueNonce()).nonce,
          domain: 'shop.example',
          uri: `${ORIGIN}/`,
          settings: { expiresIn: 3600, resources: [`${ORIGIN}/terms`], statement: 'Sign in to the shop' },
        }),
      ),
    addSession: async ({ message, signature }) => {
      const { session, token } = await service.createSession({ message, signature, origin: ORIGIN })
      tokens.set(session.id, token)
    },
    revokeSession: async (chainId, accountAddress) => {
      for (const { id } of await service.listSessions(`${chainId}:${accountAddress}`))
        await service.revokeSession(id, tokens.get(id)!)
    },
    setSessions: async () => undefined,
    getSessions: async (chainId, accountAddress) =>
      (await service.listSessions(`${chainId}:${accountAddress}`)).map(({ data, message, signature }) => ({
        data,
        message,
        signature,
      })),
  }
  return { service, config }
}

const running: Portkit[] = []
afterEach(() => {
  for (const portkit of running.splice(0)) portkit.stop()
})

/**
 * A Solana-only app: connecting is scripted, signing is the real Solana adapter's signMessage over a
 * Wallet Standard-style provider whose key signs with ed25519 (or declines, or signs with another key).
 */
async function setup(required = false) {
  const siwxConfig = serviceBackedSiwx()
  const { adapter, script } = scriptedAdapter('solana')
  script.connect = async () => ({ address, chainReference: String(devnetSolana.id) })
  const config = testConfig({
    networks: [devnetSolana],
    defaultNetwork: devnetSolana.caipNetworkId,
    plugins: ['siwx'],
    siwx: { standard: 'caip122', required, signOutOnDisconnect: true, expiresIn: 3600, resources: [] },
  })
  adapter.signMessage = solanaAdapter()({ config }).signMessage
  const wallet = { mode: 'sign' as 'sign' | 'decline' | 'wrong-key', signed: [] as string[] }
  const connector = testConnector('wallet-standard:test', {
    chain: 'solana',
    provider: {
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        if (method !== SOLANA_PROVIDER_METHODS.signMessage) throw new Error(`unexpected ${method}`)
        if (wallet.mode === 'decline')
          throw Object.assign(new Error('User rejected the request'), { code: 4001 })
        const { message } = params as { message: Uint8Array }
        wallet.signed.push(new TextDecoder().decode(message))
        return { signature: ed25519.sign(message, wallet.mode === 'wrong-key' ? otherKey : secretKey) }
      },
    },
  })
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config,
    adapters: [() => adapter],
    connectors: [() => source],
    plugins: [createSiwxPlugin({ config: siwxConfig.config })],
    storage: memoryStorage(),
  })
  running.push(portkit)
  await portkit.start()
  await portkit.connection.connect(connector)
  await until(
    () => portkit.state.isOpen.value && portkit.state.currentView.value.name === SIGN_VIEW,
    'the sign view',
  )
  return { portkit, siwx: siwxOf(portkit), wallet, service: siwxConfig.service }
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe('spec 3: the SIWX message on Solana', () => {
  it('carries every field (optional ones included) and reads back the same; a non-Solana address is refused', () => {
    const data = {
      accountAddress: address,
      chainId: devnetSolana.caipNetworkId,
      nonce: 'abcdef0123456789',
      domain: 'shop.example',
      uri: `${ORIGIN}/login`,
      version: '1',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expirationTime: '2026-01-02T00:00:00.000Z',
      notBefore: '2026-01-01T00:01:00.000Z',
      requestId: 'req-1',
      resources: [`${ORIGIN}/terms`, 'ipfs://bafy'],
      statement: 'Sign in to the shop',
    }
    const text = toSiwxMessage(data).toString()
    expect(parseSiwsMessage(text)).toEqual(data)
    const { statement: _statement, resources: _resources, ...bare } = data
    expect(parseSiwsMessage(toSiwxMessage(bare).toString())).toEqual(bare)
    expect(() =>
      toSiwxMessage({ ...data, accountAddress: '0x1111111111111111111111111111111111111111' }),
    ).toThrow('is not a Solana address')
  })
})

describe('spec 4: SIWX for a visitor connected on Solana', () => {
  it('signs the Sign In With Solana text through the Solana adapter; the verified session lists the account', async () => {
    const { portkit, siwx, wallet, service } = await setup()
    await siwx.signIn()
    expect(siwx.error.value).toBeUndefined()
    expect(portkit.state.isOpen.value).toBe(false)
    expect(wallet.signed).toHaveLength(1)
    const text = wallet.signed[0]!
    const reference = String(devnetSolana.id)
    expect(text.split('\n').slice(0, 9)).toEqual([
      'shop.example wants you to sign in with your Solana account:',
      address,
      '',
      'Sign in to the shop',
      '',
      `URI: ${ORIGIN}/`,
      'Version: 1',
      `Chain ID: ${reference}`,
      expect.stringMatching(/^Nonce: [0-9a-f]{32}$/),
    ])
    expect(text).toMatch(
      /\nIssued At: \S+Z\nExpiration Time: \S+Z\nResources:\n- https:\/\/shop.example\/terms$/,
    )
    const [session] = siwx.sessions.value
    expect(session!.data).toMatchObject({ accountAddress: address, chainId: `solana:${reference}` })
    expect(
      ed25519.verify(
        hexToBytes(session!.signature as Hex),
        new TextEncoder().encode(text),
        base58.decode(address),
      ),
    ).toBe(true)
    const listed = await service.listSessions(`solana:${reference}:${address}`)
    expect(listed.map((s) => s.data.accountAddress)).toEqual([address])
  })

  it("a declined signature shows 'Signature declined'; a signature the service refuses shows 'Sign message failed'", async () => {
    const { portkit, siwx, wallet, service } = await setup()
    wallet.mode = 'decline'
    await siwx.signIn()
    expect(siwx.error.value).toEqual({ key: 'SIGNATURE_DECLINED' })
    expect(portkit.state.currentView.value.name).toBe(SIGN_VIEW)

    wallet.mode = 'wrong-key'
    await siwx.signIn()
    expect(siwx.error.value).toEqual({ key: 'SIGN_MESSAGE_FAILED' })
    expect(portkit.state.currentView.value.name).toBe(SIGN_VIEW)
    expect(siwx.sessions.value).toHaveLength(0)
    expect(await service.listSessions(`${devnetSolana.caipNetworkId}:${address}`)).toHaveLength(0)

    wallet.mode = 'sign'
    await siwx.signIn()
    expect(siwx.sessions.value).toHaveLength(1)
  })

  it('when required, cancelling disconnects the Solana account', async () => {
    const { portkit, siwx } = await setup(true)
    expect(portkit.plugins.mayClose()).toBe(false)
    await siwx.cancel()
    expect(portkit.state.chains.value.solana?.status).toBe('disconnected')
  })

  it('disconnecting signs the Solana account out: its session is revoked at the service', async () => {
    const { portkit, siwx, service } = await setup()
    await siwx.signIn()
    const account = `${devnetSolana.caipNetworkId}:${address}`
    expect(await service.listSessions(account)).toHaveLength(1)
    await portkit.connection.disconnect()
    await until(() => siwx.sessions.value.length === 0, 'the sessions to clear')
    for (let i = 0; i < 50 && (await service.listSessions(account)).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await service.listSessions(account)).toHaveLength(0)
  })
})
