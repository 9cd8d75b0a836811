import { ProviderNotFoundError } from '../../../core/errors.ts'
import type { WalletEntry } from '../../../core/types.ts'
import { PAIRING_EXPIRY_MS, PAIRING_RETRY_MS } from '../../pairing-rules.ts'
import type { Connector } from '../../types.ts'
import { connectSession } from './connect-session.ts'
import { manual, pairingConnector, type WalletConnectHost } from './context.ts'
import { failPairing } from './fail-pairing.ts'
import { watchForUri } from './watch-for-uri.ts'

/**
 * A fresh pairing replacing any on offer: its URI is shown until it expires, and once the wallet approves,
 * the session connects. A failure shows and, while a view shows the pairing, a fresh one follows.
 */
export function startPairing(host: WalletConnectHost, wallet: WalletEntry | undefined): Promise<void> {
  const { portkit, state } = host
  const connector = pairingConnector(host)
  if (!connector?.pairing) return Promise.reject(new ProviderNotFoundError())
  const mine = ++state.generation
  state.lastWallet = wallet
  clearTimeout(state.retryTimer)
  portkit.walletConnect.wcUri.value = undefined
  portkit.walletConnect.wcPairingExpiry.value = undefined
  const run = pairThenConnect(host, connector, mine).then(() => connected(host, wallet))
  state.pending = run
  void run
    .catch(() => undefined)
    .finally(() => {
      if (state.pending === run) state.pending = undefined
    })
  return run
}

async function pairThenConnect(host: WalletConnectHost, connector: Connector, mine: number): Promise<void> {
  const { portkit, state } = host
  const wc = portkit.walletConnect
  const slow = watchForUri(host, mine)
  try {
    await connector.pairing!.pair((uri) => {
      if (mine !== state.generation) return
      slow.uriArrived()
      wc.wcUri.value = uri
      wc.wcPairingExpiry.value = host.now() + PAIRING_EXPIRY_MS
    })
  } catch (error) {
    slow.uriArrived()
    if (mine === state.generation) failed(host, error)
    throw error
  }
  // An approval wins even when a newer URI replaced this one: the visitor did scan it.
  state.generation++
  wc.wcUri.value = undefined
  wc.wcPairingExpiry.value = undefined
  wc.buffering.value = true
  try {
    await connectSession(host, connector)
  } catch (error) {
    failed(host, error)
    throw error
  } finally {
    wc.buffering.value = false
  }
}

/** The session connected: the error goes, the wallet is remembered, and the host is told. */
function connected(
  { portkit, state, onConnected }: WalletConnectHost,
  wallet: WalletEntry | undefined,
): void {
  portkit.walletConnect.wcError.value = false
  portkit.lastError.value = undefined
  // The wallet the pairing was started or handed off for.
  const chosen = state.lastWallet ?? wallet
  if (chosen) portkit.walletConnect.recentWallet.value = chosen
  onConnected(chosen)
}

/** Shows the failure and, when it may be retried and a view shows the pairing, offers a fresh one soon. */
function failed(host: WalletConnectHost, error: unknown): void {
  const { state } = host
  if (!failPairing(host, error) || state.watchers === 0 || manual(host)) return
  state.retryTimer = setTimeout(
    () => void startPairing(host, state.lastWallet).catch(() => undefined),
    PAIRING_RETRY_MS,
  )
}
