import { afterEach, describe, expect, it } from 'vitest'
import { verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { testAccounts } from '../../../devnet/index.ts'
import {
  createSiwxPlugin,
  siwxMessageData,
  toSiwxMessage,
  universalProviderAllowsSiwx,
  type SiwxConfig,
  type SiwxHostOptions,
  type SiwxSession,
} from '../../../plugins/siwx/index.ts'
import { siwxOf } from '../../../plugins/siwx/siwx-controller.ts'
import { createPortkit, type Portkit } from '../../../runtime/create-portkit.ts'
import { SiwxNotEnabledError, UserRejectedError } from '../../../runtime/core/errors.ts'
import type { ResolvedSiwx } from '../../../runtime/config/types.ts'
import { viewTitle } from '../../../runtime/ui/view-title.ts'
import { testConfig } from '../../support/config.ts'
import { SIWX_TEST_SETTINGS } from '../../fixtures/siwx-settings.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector, fixedSource } from '../../support/scripted-adapter.ts'

// Spec section 4, SIWX: after connect a supported network without a session opens SIWXSignMessage;
// success adds the session and closes; failure shows the view with the error; cancel disconnects when
// required, else closes; closing is disabled while required, sessionless, on the sign or approve view.
// Spec section 3: the message carries every field. Sessions survive a reload, expire at expirationTime
// and are revoked on disconnect when the host says so.

const account = privateKeyToAccount(testAccounts(1)[0]!.privateKey)
const SIGN_VIEW = 'siwx/SIWXSignMessage'

/** A host's own storage and verifier (the `siwx` option's functions), in memory, counting its calls. */
function hostSiwx(options: { failAdd?: boolean } = {}) {
  let nonce = 0
  const sessions: SiwxSession[] = []
  const revoked: string[] = []
  const live = (s: SiwxSession) => !s.data.expirationTime || new Date(s.data.expirationTime) > new Date()
  const config: SiwxConfig = {
    createMessage: async ({ accountAddress, chainId }) =>
      toSiwxMessage(
        siwxMessageData({
          accountAddress,
          chainId,
          nonce: `nonce${String(++nonce).padStart(8, '0')}`,
          domain: 'shop.example',
          uri: 'https://shop.example/',
          settings: {
            expiresIn: 3600,
            resources: ['https://shop.example/terms'],
            statement: 'Sign in to the shop',
          },
        }),
      ),
    addSession: async (session) => {
      if (options.failAdd) throw new Error('verification refused')
      const signer = await verifyMessage({
        address: session.data.accountAddress as Hex,
        message: session.message,
        signature: session.signature as Hex,
      })
      if (!signer) throw new Error('bad signature')
      sessions.push(session)
    },
    revokeSession: async (chainId, address) => {
      revoked.push(`${chainId}:${address}`)
      sessions.splice(0, sessions.length, ...sessions.filter((s) => s.data.accountAddress !== address))
    },
    setSessions: async (list) => void sessions.splice(0, sessions.length, ...list),
    getSessions: async (chainId, address) =>
      sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address && live(s)),
  }
  return { config, sessions, revoked }
}

const running: Portkit[] = []
afterEach(() => {
  for (const portkit of running.splice(0)) portkit.stop()
})

async function setup(host: SiwxHostOptions, settings: Partial<ResolvedSiwx> = {}, storage = memoryStorage()) {
  const { adapter, script } = scriptedAdapter()
  script.connect = async () => ({ address: account.address, chainReference: '31337' })
  let reject = false
  adapter.signMessage = async (_wallet, { message }) => {
    if (reject) throw new UserRejectedError()
    return account.signMessage({ message })
  }
  const connector = testConnector()
  const source = fixedSource(connector)
  const portkit = createPortkit({
    config: testConfig({
      plugins: ['siwx'],
      siwx: { ...SIWX_TEST_SETTINGS, ...settings },
    }),
    adapters: [() => adapter],
    connectors: [() => source],
    plugins: [createSiwxPlugin(host)],
    storage,
  })
  running.push(portkit)
  await portkit.start()
  return {
    portkit,
    script,
    connector,
    siwx: siwxOf(portkit),
    rejectNextSignature: () => (reject = true),
    connect: () => portkit.connection.connect(connector),
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`timed out waiting for ${what}`)
}

const showsSignView = (portkit: Portkit) =>
  portkit.state.isOpen.value && portkit.state.currentView.value.name === SIGN_VIEW

describe('spec 4: SIWX after connect', () => {
  it('opens SIWXSignMessage (titled Sign In) when the network is supported and no session exists', async () => {
    const { portkit, connect } = await setup({ config: hostSiwx().config })
    await connect()
    await until(() => showsSignView(portkit), 'the sign view')
    expect(portkit.state.currentView.value).toEqual({ name: SIGN_VIEW })
    expect(viewTitle(portkit.state.currentView.value, portkit)).toBe('Sign In')
  })

  it('with siweConfig (the EIP-4361-only form) the prompt is ConnectingSiwe', async () => {
    const { portkit, connect } = await setup({ config: hostSiwx().config }, { standard: 'eip4361' })
    await connect()
    await until(() => portkit.state.isOpen.value, 'the prompt')
    expect(portkit.state.currentView.value).toEqual({ name: 'siwx/ConnectingSiwe' })
    expect(viewTitle(portkit.state.currentView.value, portkit)).toBe('Sign In with Ethereum')
  })

  it('does not open it when the account already has a session', async () => {
    const host = hostSiwx()
    const first = await setup({ config: host.config })
    await first.connect()
    await until(() => showsSignView(first.portkit), 'the sign view')
    await first.siwx.signIn()
    expect(host.sessions).toHaveLength(1)
    first.portkit.stop()

    const second = await setup({ config: host.config })
    second.portkit.modal.close()
    await second.connect()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(second.portkit.state.isOpen.value).toBe(false)
    expect(second.siwx.sessions.value).toHaveLength(1)
  })

  it('waits for the connect flow to close the modal before opening the sign view', async () => {
    const { portkit, connector, connect } = await setup({ config: hostSiwx().config })
    // The visitor picked the wallet: ConnectingExternal shows until the connect flow closes the modal.
    await portkit.modal.open({ name: 'ConnectingExternal', connector })
    await connect()
    await delay(200)
    expect(portkit.state.currentView.value.name).toBe('ConnectingExternal')
    portkit.modal.close()
    await until(() => showsSignView(portkit), 'the sign view after the connect flow')
  })

  it("signIn() with no connected account is 'SIWX is not enabled': no message is made or signed", async () => {
    const host = hostSiwx()
    const made: unknown[] = []
    const createMessage = host.config.createMessage
    host.config.createMessage = (input) => (made.push(input), createMessage(input))
    const { siwx } = await setup({ config: host.config })
    const error = await siwx.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SiwxNotEnabledError)
    expect((error as Error).message).toBe('SIWX is not enabled')
    expect(made).toEqual([])
    expect(host.sessions).toEqual([])
    expect(siwx.signing.value).toBe(false)
  })

  it('on signature success adds the session (a signature by the account over the message) and closes', async () => {
    const host = hostSiwx()
    const { portkit, connect, siwx } = await setup({ config: host.config })
    await connect()
    await until(() => showsSignView(portkit), 'the sign view')
    await siwx.signIn()
    expect(host.sessions).toHaveLength(1)
    const [session] = host.sessions
    expect(
      await verifyMessage({
        address: account.address,
        message: session!.message,
        signature: session!.signature as Hex,
      }),
    ).toBe(true)
    expect(session!.data).toMatchObject({ accountAddress: account.address, chainId: 'eip155:31337' })
    expect(siwx.sessions.value).toHaveLength(1)
    expect(portkit.state.isOpen.value).toBe(false)
  })

  it("on failure shows the view with the error: 'Signature declined' or 'Sign message failed'", async () => {
    const declined = await setup({ config: hostSiwx().config })
    await declined.connect()
    await until(() => showsSignView(declined.portkit), 'the sign view')
    declined.rejectNextSignature()
    await declined.siwx.signIn()
    expect(showsSignView(declined.portkit)).toBe(true)
    expect(declined.siwx.error.value).toEqual({ key: 'SIGNATURE_DECLINED' })

    const refused = await setup({ config: hostSiwx({ failAdd: true }).config })
    await refused.connect()
    await until(() => showsSignView(refused.portkit), 'the sign view')
    refused.portkit.modal.close()
    await refused.siwx.signIn()
    // The view reopens with the error, even when it had been closed meanwhile.
    expect(showsSignView(refused.portkit)).toBe(true)
    expect(refused.siwx.error.value).toEqual({ key: 'SIGN_MESSAGE_FAILED' })
  })

  it('cancel closes the modal and stays connected when SIWX is not required', async () => {
    const { portkit, connect, siwx } = await setup({ config: hostSiwx().config })
    await connect()
    await until(() => showsSignView(portkit), 'the sign view')
    await siwx.cancel()
    expect(portkit.state.isOpen.value).toBe(false)
    expect(portkit.state.activeChainState.value?.status).toBe('connected')
  })

  it('cancel disconnects when SIWX is required', async () => {
    const { portkit, connect, siwx } = await setup({ config: hostSiwx().config }, { required: true })
    await connect()
    await until(() => showsSignView(portkit), 'the sign view')
    await siwx.cancel()
    expect(portkit.state.activeChainState.value?.status).toBe('disconnected')
    expect(portkit.state.isOpen.value).toBe(false)
  })

  it('closing is disabled while required, without a session, on the sign or approve view', async () => {
    const { portkit, connect, siwx } = await setup({ config: hostSiwx().config, required: true })
    await connect()
    await until(() => showsSignView(portkit), 'the sign view')
    portkit.modal.close()
    expect(showsSignView(portkit)).toBe(true)
    expect(portkit.plugins.mayClose()).toBe(false)
    // Another view (e.g. Networks) may close.
    portkit.router.push({ name: 'Networks' })
    expect(portkit.plugins.mayClose()).toBe(true)
    portkit.router.goBack()
    await siwx.signIn()
    expect(portkit.state.isOpen.value).toBe(false)
    await portkit.modal.open()
    expect(portkit.plugins.mayClose()).toBe(true)
  })

  it('closing stays possible when SIWX is not required', async () => {
    const { portkit, connect } = await setup({ config: hostSiwx().config })
    await connect()
    await until(() => showsSignView(portkit), 'the sign view')
    portkit.modal.close()
    expect(portkit.state.isOpen.value).toBe(false)
  })

  it('revokes the sessions on disconnect when the host says so (signOutOnDisconnect), not otherwise', async () => {
    for (const signOutOnDisconnect of [true, false]) {
      const host = hostSiwx()
      const { portkit, connect, siwx } = await setup({ config: host.config }, { signOutOnDisconnect })
      await connect()
      await until(() => showsSignView(portkit), 'the sign view')
      await siwx.signIn()
      await portkit.connection.disconnect()
      await until(() => siwx.sessions.value.length === 0, 'the sessions to go')
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(host.revoked).toEqual(signOutOnDisconnect ? [`eip155:31337:${account.address}`] : [])
      expect(host.sessions).toHaveLength(signOutOnDisconnect ? 0 : 1)
    }
  })

  it('a session expires at its expirationTime: the sign-in prompt comes back', async () => {
    const host = hostSiwx()
    const expiring: SiwxConfig = {
      ...host.config,
      createMessage: async (input) => {
        const message = await host.config.createMessage(input)
        return toSiwxMessage({ ...message, expirationTime: new Date(Date.now() + 300).toISOString() })
      },
    }
    const { portkit, connect, siwx } = await setup({ config: expiring })
    await connect()
    await until(() => showsSignView(portkit), 'the sign view')
    await siwx.signIn()
    expect(portkit.state.isOpen.value).toBe(false)
    await until(() => showsSignView(portkit), 'the sign view after the expiry')
    expect(siwx.sessions.value).toEqual([])
  })
})

describe('spec 3: the SIWX message', () => {
  it('carries every field: accountAddress, chainId, nonce, domain, uri, version, expirationTime, issuedAt, notBefore, requestId, resources, statement', () => {
    const now = new Date('2026-11-20T10:00:00.000Z')
    const data = siwxMessageData({
      accountAddress: account.address,
      chainId: 'eip155:31337',
      nonce: 'abcdef0123456789',
      domain: 'shop.example',
      uri: 'https://shop.example/login',
      now,
      settings: {
        statement: 'Sign in to the shop',
        expiresIn: 3600,
        notBefore: 60,
        requestId: 'req-1',
        resources: ['https://shop.example/terms'],
      },
    })
    expect(Object.keys(data).sort()).toEqual(
      [
        'accountAddress',
        'chainId',
        'nonce',
        'domain',
        'uri',
        'version',
        'expirationTime',
        'issuedAt',
        'notBefore',
        'requestId',
        'resources',
        'statement',
      ].sort(),
    )
    const text = toSiwxMessage(data).toString()
    // EIP-4361 text, as viem writes it, and parses back to the same fields.
    expect(text.split('\n')[0]).toBe('shop.example wants you to sign in with your Ethereum account:')
    expect(parseSiweMessage(text)).toEqual({
      address: account.address,
      chainId: 31337,
      domain: 'shop.example',
      uri: 'https://shop.example/login',
      version: '1',
      nonce: 'abcdef0123456789',
      issuedAt: now,
      expirationTime: new Date('2026-11-20T11:00:00.000Z'),
      notBefore: new Date('2026-11-20T10:01:00.000Z'),
      requestId: 'req-1',
      resources: ['https://shop.example/terms'],
      statement: 'Sign in to the shop',
    })
  })
})

describe('spec 5: SIWX via the universal provider', () => {
  it('only for EVM, and only when exactly one chain family is requested', () => {
    expect(universalProviderAllowsSiwx('eip155', ['eip155', 'eip155'])).toBe(true)
    expect(universalProviderAllowsSiwx('eip155', ['eip155', 'solana'])).toBe(false)
    expect(universalProviderAllowsSiwx('solana', ['solana'])).toBe(false)
  })
})
