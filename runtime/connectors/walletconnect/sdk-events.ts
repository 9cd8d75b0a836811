import type { UniversalProvider } from './sdk-types.ts'
import { evmAddressesOf } from './wallet-accounts.ts'

type Emit = (event: string, payload: unknown) => void

export const toHexChainId = (id: unknown) => `0x${Number(id).toString(16)}`
/**
 * The SDK's chain events carry a bare reference: only a number is an EVM one (a Solana one is base58), and
 * not a negative one (a wallet's -1 would reach the page as '0x-1').
 */
const isEvmReference = (id: unknown) => Number.isSafeInteger(Number(id)) && Number(id) >= 0
const isEvmAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address)

/** What the SDK's provider emits as `session_event`: the wallet's event as the relay brought it. */
interface SessionEvent {
  params: { event: { name: string; data: unknown }; chainId: string }
}

/**
 * The SDK announces every namespace's changes on the same events: only the EVM ones are this provider's,
 * and of a list only its EVM addresses (the SDK's list after a chain change is the session's accounts
 * there cut to their third part, unchecked). An empty list: the wallet has no account left; a list of
 * other namespaces' accounts only (a solana accountsChanged) leaves the EVM connection as it is.
 */
function forwardAccounts(sdkProvider: UniversalProvider, emit: Emit): void {
  const forward = (listed: readonly unknown[], addresses: string[]) => {
    if (listed.length === 0 || addresses.length > 0) emit('accountsChanged', addresses)
  }
  // For the wallet's `accountsChanged` session event the SDK emits `accountsChanged` with each account cut
  // to `split(':')[2]`, unchecked (2.21: 'eip155:1' arrives as undefined, four parts pass), then, in the
  // same call, `session_event` with the wallet's own accounts. Its other `accountsChanged` (a chain change)
  // come from the session's approved accounts. So each SDK list waits a microtask, and one a session event
  // follows is dropped: Portkit reads that event's accounts itself, as CAIP-10 (spec 5).
  const fromSessionEvent = new WeakSet<string[]>()
  let lastSdkAccounts: string[] | undefined
  sdkProvider.on('accountsChanged', (accounts: string[]) => {
    lastSdkAccounts = accounts
    queueMicrotask(() => {
      if (lastSdkAccounts === accounts) lastSdkAccounts = undefined
      if (!fromSessionEvent.has(accounts)) forward(accounts, accounts.filter(isEvmAddress))
    })
  })
  sdkProvider.on('session_event', ({ params: { event } }: SessionEvent) => {
    if (event.name !== 'accountsChanged') return
    if (lastSdkAccounts) fromSessionEvent.add(lastSdkAccounts)
    lastSdkAccounts = undefined
    try {
      forward(event.data as unknown[], evmAddressesOf(event.data))
    } catch (error) {
      // A malformed event is refused whole: the connection keeps the accounts it has.
      console.warn('[portkit] refused a WalletConnect accountsChanged event', error)
    }
  })
}

/**
 * Forwards the SDK's events to the provider's listeners as EIP-1193 events, and a relay's refusal of the
 * socket to `onRelayError`.
 */
export function forwardEvents(
  sdkProvider: UniversalProvider,
  emit: Emit,
  onRelayError: (error: unknown) => void,
): UniversalProvider {
  forwardAccounts(sdkProvider, emit)
  sdkProvider.on('chainChanged', (chainId: string | number) => {
    if (isEvmReference(chainId)) emit('chainChanged', toHexChainId(chainId))
  })
  sdkProvider.on('disconnect', (reason: unknown) => emit('disconnect', reason))
  // A relay refusing the socket (e.g. 'Unauthorized: invalid key') is fatal for the SDK: it closes the
  // transport and says why only as a relayer error (2.21 and 2.25 alike: `WebSocket connection closed
  // abnormally with code: 3000 (<reason>)`), while a pending connect waits on without a URI.
  sdkProvider.client.core.relayer.on('relayer_error', onRelayError)
  // The SDK drops an expired session without telling the provider's listeners.
  sdkProvider.client.on('session_expire', ({ topic }: { topic: string }) => {
    if (topic !== sdkProvider.session?.topic) return
    sdkProvider.session = undefined
    emit('disconnect', { code: 6000, message: 'Session expired' })
  })
  return sdkProvider
}
