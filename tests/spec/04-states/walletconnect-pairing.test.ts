import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import { PAIRING_EXPIRY_MS, PAIRING_RETRY_MS } from '../../../runtime/controllers/pairing-rules.ts'
import type { Connector, ConnectorSource } from '../../../runtime/controllers/types.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { createWalletConnectController } from '../../../runtime/controllers/walletconnect.ts'
import { RPC_TIMEOUT_MS } from '../../../runtime/core/constants.ts'
import { PortkitError, UserRejectedError } from '../../../runtime/core/errors.ts'
import { keyed } from '../../../runtime/core/i18n/shown-message.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { scriptedAdapter, testConnector } from '../../support/scripted-adapter.ts'
import { englishMessage } from '../../support/english-message.ts'

/**
 * Spec sections 3, 4 and 9 for WalletConnect pairings, against the real controllers with a pairing
 * connector scripted by the test (the real SDK and relay are exercised in walletconnect-session.test.ts
 * and the e2e suite). Time is vitest's fake clock: the rules are about minutes.
 */

const START = Date.UTC(2026, 0, 1)
const rainbow: WalletEntry = { id: '1ae92b26', name: 'Rainbow', mobile_link: 'rainbow://' }

/** A connector whose pairings the test settles: each `pair` call shows `wc:<n>` and waits. */
function scriptedPairingConnector() {
  const pairings: { uri: string; approve(): void; reject(error: unknown): void }[] = []
  const connector: Connector = testConnector('walletConnect', {
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    pairing: {
      pair: (onUri) =>
        new Promise<void>((approve, reject) => {
          const uri = `wc:${String(pairings.length + 1).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'a'.repeat(64)}`
          pairings.push({ uri, approve, reject })
          onUri(uri)
        }),
    },
  })
  const source: ConnectorSource = {
    kind: 'walletconnect',
    watch: (onChange) => (onChange([connector]), () => undefined),
  }
  return { connector, source, pairings }
}

function setup(options: { manualWCControl?: boolean } = {}) {
  const { adapter, script } = scriptedAdapter()
  const wc = scriptedPairingConnector()
  const portkit = createPortkit({
    config: testConfig({ connectors: ['walletconnect'], manualWCControl: options.manualWCControl ?? false }),
    adapters: [() => adapter],
    connectors: [() => wc.source],
    storage: memoryStorage(),
  })
  const state = portkit.state.walletConnect
  return { portkit, script, state, ...wc }
}

beforeEach(() => {
  vi.useFakeTimers({ now: START })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('spec 3 / 9: the pairing URI and its expiry', () => {
  it('shows the URI and counts it valid for 4 minutes', async () => {
    const { portkit, state, pairings } = setup()
    await portkit.start()
    void portkit.walletConnect.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(state.wcUri.value).toBe(pairings[0]!.uri)
    expect(state.wcPairingExpiry.value).toBe(START + PAIRING_EXPIRY_MS)
  })

  it('a watching view gets a new URI 10 seconds before expiry, not earlier', async () => {
    const { portkit, state, pairings } = setup()
    await portkit.start()
    const stop = portkit.walletConnect.watch()
    await vi.advanceTimersByTimeAsync(0)
    expect(pairings).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS - 10_000 - 1)
    expect(pairings).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(pairings).toHaveLength(2)
    expect(state.wcUri.value).toBe(pairings[1]!.uri)
    expect(state.wcPairingExpiry.value).toBe(Date.now() + PAIRING_EXPIRY_MS)
    stop()
  })

  it("no view watching: nothing refreshes behind the visitor's back", async () => {
    const { portkit, pairings } = setup()
    await portkit.start()
    const stop = portkit.walletConnect.watch()
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS * 2)
    expect(pairings).toHaveLength(1)
  })
})

describe('spec 4: approval, rejection and retry', () => {
  it('approval connects through the connector, clears the pairing, closes the modal and remembers the wallet', async () => {
    const { portkit, state, pairings } = setup()
    await portkit.start()
    await portkit.modal.open({ name: 'ConnectingWalletConnect', wallet: rainbow })
    const connected = portkit.walletConnect.connect(rainbow)
    await vi.advanceTimersByTimeAsync(0)
    pairings[0]!.approve()
    await connected

    expect(portkit.state.chains.value.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
    })
    expect([
      state.wcUri.value,
      state.wcPairingExpiry.value,
      state.wcError.value,
      state.buffering.value,
    ]).toEqual([undefined, undefined, false, false])
    expect(state.recentWallet.value).toEqual(rainbow)
    expect(portkit.recentWallets.wallets.value).toEqual([rainbow])
    expect(portkit.state.isOpen.value).toBe(false)
  })

  it('is buffering between the approval and the connected account', async () => {
    const { portkit, state, pairings, script } = setup()
    let finishConnect!: () => void
    script.connect = () =>
      new Promise((resolve) => {
        finishConnect = () =>
          resolve({ address: '0x1111111111111111111111111111111111111111', chainReference: '31337' })
      })
    await portkit.start()
    const connected = portkit.walletConnect.connect()
    await vi.advanceTimersByTimeAsync(0)
    pairings[0]!.approve()
    await vi.advanceTimersByTimeAsync(0)
    expect(state.buffering.value).toBe(true)
    finishConnect()
    await connected
    expect(state.buffering.value).toBe(false)
  })

  it("a rejection shows the catalogue's user-rejected error and a fresh URI 1 second later", async () => {
    const { portkit, state, pairings } = setup()
    await portkit.start()
    const stop = portkit.walletConnect.watch()
    await vi.advanceTimersByTimeAsync(0)
    pairings[0]!.reject(new UserRejectedError())
    await vi.advanceTimersByTimeAsync(0)

    expect(state.wcError.value).toBe(true)
    expect(englishMessage(portkit.state.lastError.value!)).toBe('User rejected the request')
    expect(state.wcUri.value).toBeUndefined()
    await vi.advanceTimersByTimeAsync(PAIRING_RETRY_MS - 1)
    expect(pairings).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(pairings).toHaveLength(2)
    expect(state.wcUri.value).toBe(pairings[1]!.uri)
    // The reason stays on screen next to the new code until a connection succeeds.
    expect(englishMessage(portkit.state.lastError.value!)).toBe('User rejected the request')
    pairings[1]!.approve()
    await vi.advanceTimersByTimeAsync(0)
    expect([state.wcError.value, portkit.state.lastError.value]).toEqual([false, undefined])
    stop()
  })

  it('a replaced pairing that fails later changes nothing', async () => {
    const { portkit, state, pairings } = setup()
    await portkit.start()
    void portkit.walletConnect.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    void portkit.walletConnect.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    pairings[0]!.reject(new PortkitError('Proposal expired'))
    await vi.advanceTimersByTimeAsync(0)
    expect(state.wcError.value).toBe(false)
    expect(state.wcUri.value).toBe(pairings[1]!.uri)
  })

  it('without a WalletConnect connector, connect rejects with the catalogue error', async () => {
    const { adapter } = scriptedAdapter()
    const portkit = createPortkit({
      config: testConfig(),
      adapters: [() => adapter],
      connectors: [],
      storage: memoryStorage(),
    })
    await expect(portkit.walletConnect.connect()).rejects.toThrow('Provider not found')
  })
})

describe('spec 8 / 9: a relay that cannot be reached', () => {
  it("says 'Connection failed' once no URI came within the 10 s RPC timeout, and shows the URI when it comes", async () => {
    const { portkit, state, connector } = setup()
    let showUri: (uri: string) => void = () => undefined
    connector.pairing!.pair = (onUri) => {
      showUri = onUri
      return new Promise<void>(() => undefined)
    }
    await portkit.start()
    void portkit.walletConnect.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS - 1)
    expect([state.wcError.value, portkit.state.lastError.value]).toEqual([false, undefined])
    await vi.advanceTimersByTimeAsync(1)
    expect([state.wcError.value, portkit.state.lastError.value]).toEqual([true, keyed('CONNECTION_FAILED')])
    // The SDK kept trying: the relay answers, the QR code replaces the error.
    showUri(`wc:${'1'.repeat(64)}@2?relay-protocol=irn&symKey=${'a'.repeat(64)}`)
    expect([state.wcError.value, portkit.state.lastError.value]).toEqual([false, undefined])
    expect(state.wcUri.value).toMatch(/^wc:1{64}@2/)
  })

  it('a URI within the timeout shows no error', async () => {
    const { portkit, state } = setup()
    await portkit.start()
    void portkit.walletConnect.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(RPC_TIMEOUT_MS * 2)
    expect([state.wcError.value, portkit.state.lastError.value]).toEqual([false, undefined])
  })
})

describe('spec 2: one tap on a phone hands the list pairing to the wallet app', () => {
  it('the ready URI goes into the app link, the wallet view keeps that pairing, and approval remembers the wallet', async () => {
    const { portkit, state, pairings } = setup()
    await portkit.start()
    // The wallet list watches the pairing (no wallet chosen yet).
    const stopList = portkit.walletConnect.watch()
    await vi.advanceTimersByTimeAsync(0)
    const link = portkit.walletConnect.followAppLink(rainbow)
    expect(link).toBe(`rainbow://wc?uri=${encodeURIComponent(pairings[0]!.uri)}`)
    expect(state.wcLinking.value).toEqual({ name: 'Rainbow', href: link })
    stopList()
    // The wallet's own view opens over the list: no second pairing replaces the one the app received.
    const stopView = portkit.walletConnect.watch(rainbow)
    await vi.advanceTimersByTimeAsync(0)
    expect(pairings).toHaveLength(1)
    expect(state.wcUri.value).toBe(pairings[0]!.uri)
    pairings[0]!.approve()
    await vi.advanceTimersByTimeAsync(0)
    stopView()
    expect(state.recentWallet.value).toEqual(rainbow)
  })

  it('gives no link before a URI is on offer, or for a wallet without an app link', async () => {
    const { portkit, pairings } = setup()
    await portkit.start()
    expect(portkit.walletConnect.followAppLink(rainbow)).toBeUndefined()
    const stop = portkit.walletConnect.watch()
    await vi.advanceTimersByTimeAsync(0)
    expect(pairings).toHaveLength(1)
    expect(portkit.walletConnect.followAppLink({ id: 'x', name: 'No app' })).toBeUndefined()
    stop()
  })
})

describe('spec 4: Telegram and iOS Safari keep the pending pairing', () => {
  function controllerWith(keepsPendingPairing: boolean) {
    const context = setup()
    const controller = createWalletConnectController({
      state: context.portkit.state,
      connection: context.portkit.connection,
      onConnected: () => undefined,
      keepsPendingPairing: () => keepsPendingPairing,
    })
    return { ...context, controller }
  }

  it('there, a second connect awaits the pending one and keeps its URI', async () => {
    const { portkit, controller, pairings, state } = controllerWith(true)
    await portkit.start()
    const first = controller.connect()
    await vi.advanceTimersByTimeAsync(0)
    const second = controller.connect()
    expect(second).toBe(first)
    expect(pairings).toHaveLength(1)
    expect(state.wcUri.value).toBe(pairings[0]!.uri)
    pairings[0]!.approve()
    await Promise.all([first, second])
  })

  it('there, an expired pairing is replaced', async () => {
    const { portkit, controller, pairings } = controllerWith(true)
    await portkit.start()
    void controller.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    pairings[0]!.reject(new PortkitError('Proposal expired'))
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    void controller.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(pairings).toHaveLength(2)
  })

  it('elsewhere, every connect starts a new pairing', async () => {
    const { portkit, controller, pairings, state } = controllerWith(false)
    await portkit.start()
    void controller.connect().catch(() => undefined)
    void controller.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(pairings).toHaveLength(2)
    expect(state.wcUri.value).toBe(pairings[1]!.uri)
  })
})

describe('spec 3: manualWCControl', () => {
  it('a view shows the pairing but starts none; the host starts it', async () => {
    const { portkit, pairings, state } = setup({ manualWCControl: true })
    await portkit.start()
    const stop = portkit.walletConnect.watch()
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(pairings).toHaveLength(0)

    void portkit.walletConnect.connect().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(state.wcUri.value).toBe(pairings[0]!.uri)
    // Nor does the modal replace it when it expires: that is the host's call too.
    await vi.advanceTimersByTimeAsync(PAIRING_EXPIRY_MS)
    expect(pairings).toHaveLength(1)
    stop()
  })
})

describe('spec 4: resetting on disconnect', () => {
  it('clears link, pairing, error, buffering and recent wallet', async () => {
    const { portkit, state, pairings } = setup()
    await portkit.start()
    const connected = portkit.walletConnect.connect(rainbow)
    await vi.advanceTimersByTimeAsync(0)
    portkit.walletConnect.markLinking({ name: 'Rainbow', href: 'rainbow://wc?uri=x' })
    pairings[0]!.approve()
    await connected
    expect(state.wcLinking.value).toEqual({ name: 'Rainbow', href: 'rainbow://wc?uri=x' })

    await portkit.connection.disconnect()
    expect([state.wcLinking.value, state.recentWallet.value, state.wcUri.value]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })
})

describe('spec 3: enableWalletConnect, and the SDK loaded only when first needed', () => {
  const sdkLoads = () => {
    const calls: number[] = []
    const loadSdk = () => {
      calls.push(Date.now())
      return Promise.reject(new Error('not in this test'))
    }
    return { calls, loadSdk }
  }

  it('offers the connector when enabled, without loading the SDK', () => {
    const { calls, loadSdk } = sdkLoads()
    const source = walletConnectConnector({ loadSdk })({
      config: testConfig({ connectors: ['walletconnect'] }),
    })
    const offered: Connector[][] = []
    source.watch((list) => offered.push(list))
    expect(offered).toEqual([[expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT' })]])
    expect(calls).toEqual([])
  })

  it('offers nothing with enableWalletConnect: false', () => {
    const source = walletConnectConnector()({
      config: testConfig({ connectors: ['walletconnect'], enableWalletConnect: false }),
    })
    const offered: Connector[][] = []
    source.watch((list) => offered.push(list))
    expect(offered).toEqual([[]])
  })

  it('loads the SDK on the first request, and tries again after a failed load', async () => {
    const { calls, loadSdk } = sdkLoads()
    const source = walletConnectConnector({ loadSdk })({
      config: testConfig({ connectors: ['walletconnect'] }),
    })
    let connector: Connector | undefined
    source.watch(([first]) => (connector = first))
    await expect(connector!.provider.request({ method: 'eth_accounts' })).rejects.toThrow('not in this test')
    await expect(connector!.provider.request({ method: 'eth_accounts' })).rejects.toThrow('not in this test')
    expect(calls).toHaveLength(2)
  })
})
