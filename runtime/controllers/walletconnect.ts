import { effect } from '@preact/signals-core'
import { RPC_TIMEOUT_MS } from '../core/constants.ts'
import { ProviderNotFoundError } from '../core/errors.ts'
import { errorMessage, keyed } from '../core/i18n/shown-message.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { WcLinking } from '../state/walletconnect-state.ts'
import type { ConnectionController } from './connection.ts'
import type { ProviderErrorAlerts } from './provider-error-alerts.ts'
import {
  isPairingExpired,
  keepsPendingPairing,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_EXPIRY_MS,
  PAIRING_RETRY_MS,
} from './pairing-rules.ts'
import type { Connector } from './types.ts'
import type { WalletEntry } from '../core/types.ts'
import { walletConnectLink } from '../core/wallet-links.ts'
import { providerAlertMessage } from './walletconnect/provider-alert-message.ts'

interface Deps {
  state: PortkitState
  connection: ConnectionController
  /** Called once a pairing ends in a connection (with the wallet chosen, if any), e.g. to close the modal. */
  onConnected: (wallet: WalletEntry | undefined) => void
  /** Shows the spec section 8 alert of a mapped relay rejection (once per instance). */
  providerErrors?: ProviderErrorAlerts
  /** Telegram / iOS Safari detection; from the browser's user agent by default. */
  keepsPendingPairing?: () => boolean
  now?: () => number
}

const ignore = () => undefined

function browserKeepsPendingPairing(): boolean {
  const userAgent = globalThis.navigator?.userAgent ?? ''
  return keepsPendingPairing(
    userAgent,
    Boolean((globalThis as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp),
  )
}

/**
 * WalletConnect pairings and their part of the connection state (spec sections 3, 4 and 9): one URI on
 * offer at a time, refreshed before it expires and after a failure, and a connection once the wallet
 * approves. With `manualWCControl` the modal only shows what the host starts with `connect()`.
 */
export function createWalletConnectController({
  state,
  connection,
  onConnected,
  providerErrors,
  ...options
}: Deps) {
  const wc = state.walletConnect
  const now = options.now ?? Date.now
  const keepsPending = options.keepsPendingPairing ?? browserKeepsPendingPairing
  const manual = () => state.config.manualWCControl
  // Each pairing gets a number; only the newest may publish its URI or its failure.
  let generation = 0
  let pending: Promise<void> | undefined
  let lastWallet: WalletEntry | undefined
  // The URI handed to a wallet app by followAppLink: the wallet's view keeps that pairing, never a new one.
  let handedOff: string | undefined
  let watchers = 0
  let retryTimer: ReturnType<typeof setTimeout> | undefined

  const pairingConnector = (): Connector | undefined =>
    state.connectors.value.find((connector) => connector.pairing !== undefined)

  /**
   * After the wallet approves, every namespace of the session connects (eip155, solana: a connector each,
   * sharing the pairing), the visitor's active one last so it stays active. The session may carry fewer
   * than were asked for: one connected namespace is enough.
   */
  async function connectSession(connector: Connector): Promise<void> {
    const sharing = state.connectors.value
      .filter((other) => other.pairing === connector.pairing)
      .sort(
        (a, b) => Number(a.chain === state.activeChain.value) - Number(b.chain === state.activeChain.value),
      )
    let connected = false
    let firstError: unknown
    for (const one of sharing) {
      try {
        await connection.connect(one)
        connected = true
      } catch (error) {
        firstError ??= error
      }
    }
    if (!connected) throw firstError
  }

  function fail(error: unknown): void {
    wc.wcError.value = true
    wc.wcUri.value = undefined
    wc.wcPairingExpiry.value = undefined
    clearTimeout(retryTimer)
    // A relay rejection (project id, origin, clock) is the app's setup: its alert explains it, and
    // retrying would only be refused again.
    const message = error instanceof Error ? error.message : String(error)
    const alert = providerAlertMessage(message)
    if (alert) {
      providerErrors?.report(message)
      state.lastError.value = alert
      return
    }
    state.lastError.value = errorMessage(error, 'CONNECTION_FAILED')
    if (watchers > 0 && !manual())
      retryTimer = setTimeout(() => void start(lastWallet).catch(ignore), PAIRING_RETRY_MS)
  }

  /**
   * A relay that cannot be reached (down, refusing, hung) leaves the SDK retrying without a URI or an
   * error: after spec 9's RPC timeout the view says 'Connection failed' instead of an endless placeholder,
   * and the QR code replaces it as soon as a URI does arrive (the SDK keeps trying).
   */
  function whenNoUriArrives(mine: number): { uriArrived(): void } {
    let shown = false
    const timer = setTimeout(() => {
      if (mine !== generation || wc.wcUri.value) return
      shown = true
      wc.wcError.value = true
      state.lastError.value = keyed('CONNECTION_FAILED')
    }, RPC_TIMEOUT_MS)
    return {
      uriArrived() {
        clearTimeout(timer)
        if (!shown) return
        wc.wcError.value = false
        state.lastError.value = undefined
      },
    }
  }

  function start(wallet: WalletEntry | undefined): Promise<void> {
    const connector = pairingConnector()
    if (!connector?.pairing) return Promise.reject(new ProviderNotFoundError())
    const mine = ++generation
    lastWallet = wallet
    clearTimeout(retryTimer)
    wc.wcUri.value = undefined
    wc.wcPairingExpiry.value = undefined
    const slow = whenNoUriArrives(mine)

    const run = (async () => {
      try {
        await connector.pairing!.pair((uri) => {
          if (mine !== generation) return
          slow.uriArrived()
          wc.wcUri.value = uri
          wc.wcPairingExpiry.value = now() + PAIRING_EXPIRY_MS
        })
      } catch (error) {
        slow.uriArrived()
        if (mine === generation) fail(error)
        throw error
      }
      // An approval wins even when a newer URI replaced this one: the visitor did scan it.
      generation++
      wc.wcUri.value = undefined
      wc.wcPairingExpiry.value = undefined
      wc.buffering.value = true
      try {
        await connectSession(connector)
      } catch (error) {
        fail(error)
        throw error
      } finally {
        wc.buffering.value = false
      }
      wc.wcError.value = false
      state.lastError.value = undefined
      // The wallet the pairing was started or handed off for.
      const chosen = lastWallet ?? wallet
      if (chosen) wc.recentWallet.value = chosen
      onConnected(chosen)
    })()
    pending = run
    void run.catch(ignore).finally(() => {
      if (pending === run) pending = undefined
    })
    return run
  }

  /**
   * Offers a pairing URI and connects once the wallet approves. On Telegram and iOS Safari a pending
   * pairing is awaited and an unexpired URI reused instead of starting over.
   */
  function connect(wallet?: WalletEntry): Promise<void> {
    if (pending && handedOff !== undefined && handedOff === wc.wcUri.value) return pending
    if (keepsPending()) {
      if (pending) return pending
      if (wc.wcUri.value && !isPairingExpired(wc.wcPairingExpiry.value, now())) return Promise.resolve()
    }
    return start(wallet)
  }

  function reset(): void {
    generation++
    handedOff = undefined
    clearTimeout(retryTimer)
    wc.wcUri.value = undefined
    wc.wcPairingExpiry.value = undefined
    wc.wcLinking.value = undefined
    wc.wcError.value = false
    wc.buffering.value = false
    wc.recentWallet.value = undefined
  }

  // Disconnecting a WalletConnect session resets the pairing state (spec section 4, Resetting).
  let wasConnected = false
  effect(() => {
    const ids = new Set(state.connectors.value.filter((c) => c.pairing !== undefined).map((c) => c.id))
    const connected = Object.values(state.chains.value).some(
      (chain) =>
        chain?.status === 'connected' && chain.connectorId !== undefined && ids.has(chain.connectorId),
    )
    if (wasConnected && !connected) reset()
    wasConnected = connected
  })

  return {
    connect,

    /**
     * For views that show the pairing: starts one (unless the host controls pairing), replaces it before
     * it expires and after a failure. Returns the function that stops watching.
     */
    watch(wallet?: WalletEntry): () => void {
      watchers++
      if (!manual()) void connect(wallet).catch(ignore)
      let refreshTimer: ReturnType<typeof setTimeout> | undefined
      const stopRefresh = effect(() => {
        const expiry = wc.wcPairingExpiry.value
        clearTimeout(refreshTimer)
        if (expiry === undefined || manual()) return
        const delay = Math.max(0, expiry - PAIRING_EXPIRY_MARGIN_MS - now())
        refreshTimer = setTimeout(() => void start(lastWallet).catch(ignore), delay)
      })
      return () => {
        watchers--
        stopRefresh()
        clearTimeout(refreshTimer)
        if (watchers === 0) clearTimeout(retryTimer)
      }
    },

    /**
     * One tap on a phone: with a pairing URI already on offer (the wallet list started one), the wallet's
     * app link, to open at once inside the tap (a mobile browser blocks an app link opened after an
     * await); the pairing then goes on for this wallet. Undefined when no URI is ready or the wallet has
     * no usable app link: its view then offers the link once the URI is there.
     */
    followAppLink(wallet: WalletEntry): string | undefined {
      const uri = wc.wcUri.value
      if (!uri || !pending || isPairingExpired(wc.wcPairingExpiry.value, now())) return undefined
      const href = walletConnectLink(wallet.mobile_link, uri)
      if (!href) return undefined
      lastWallet = wallet
      handedOff = uri
      wc.wcLinking.value = { name: wallet.name, href }
      return href
    },

    /** Remembers the deep or universal link the visitor followed into a wallet app. */
    markLinking(linking: WcLinking): void {
      wc.wcLinking.value = linking
    },

    reset,

    /** Cancels a scheduled retry; the instance stays usable (it may be started again). */
    stop(): void {
      clearTimeout(retryTimer)
    },
  }
}

export type WalletConnectController = ReturnType<typeof createWalletConnectController>
