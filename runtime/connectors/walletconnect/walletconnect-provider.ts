import type { ResolvedConfig } from '../../config/types.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'
import { DEFAULT_CHAIN_ID } from '../../core/constants.ts'
import { assertPairingUri } from '../../core/pairing-uri.ts'
import type { UniversalProvider } from './sdk-types.ts'
import { sessionNamespaces } from './session-namespaces.ts'
import { evmAddressesOf } from './wallet-accounts.ts'
import { toPairingError, toProviderError, WalletRpcError } from './wallet-errors.ts'

type Listener = (...args: never[]) => void
export type LoadSdk = () => Promise<UniversalProvider>

const toHexChainId = (id: unknown) => `0x${Number(id).toString(16)}`
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

/** What the session's other namespaces (solana) share with the eip155 provider: the SDK and its session. */
export interface WalletConnectSession {
  sdk(): Promise<UniversalProvider>
  /** Ends the session on both sides, once even when every namespace asks at the same time. */
  end(): Promise<void>
}

/**
 * An EIP-1193 provider over a WalletConnect session, so the eip155 adapter drives it like any browser
 * wallet. The SDK is loaded on the first request or pairing, not before. `pair` is the connector-driven
 * connect step: it offers a URI and resolves once the wallet approves. `session` is for the providers of
 * the session's other namespaces; they hear its end through this provider's `disconnect` event.
 */
export function createWalletConnectProvider(config: ResolvedConfig, loadSdk: LoadSdk) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // One failing listener must not keep the others (e.g. the connection controller) from hearing it.
      try {
        ;(listener as (value: unknown) => void)(payload)
      } catch (error) {
        console.error(`[portkit] a WalletConnect ${event} listener failed`, error)
      }
    }
  }
  const namespaces = sessionNamespaces(config)
  const defaultChain = namespaces.eip155?.defaultChain ?? String(DEFAULT_CHAIN_ID)
  let loading: Promise<UniversalProvider> | undefined
  // Pairings start one at a time, so each URI the SDK announces belongs to the pairing that asked.
  let uriGate = Promise.resolve()
  // Pending pairings, failed at once when the relay refuses the socket.
  const onRelayRefusal = new Set<(error: unknown) => void>()

  // Counts releases and resumes, so a release that finishes after the SDK was taken up again leaves it be.
  let generation = 0
  let released = false

  function sdk(): Promise<UniversalProvider> {
    loading ??= loadSdk().then(forwardEvents, (error: unknown) => {
      loading = undefined
      throw error
    })
    if (released) {
      released = false
      generation++
      loading = loading.then(resume)
    }
    return loading
  }

  /** Taken up again after a release: the heartbeat restarts; the SDK reopens the socket on its next request. */
  async function resume(sdkProvider: UniversalProvider): Promise<UniversalProvider> {
    await sdkProvider.client.core.heartbeat.init()
    return sdkProvider
  }

  /**
   * Lets go of a loaded SDK when Portkit stops: its relay socket and its heartbeat timer, which would
   * otherwise run on for the page's life. The session stays in the SDK's storage, so the next start (or
   * request) takes it up again. Nothing is loaded for it.
   */
  async function release(): Promise<void> {
    if (!loading || released) return
    released = true
    const releasing = ++generation
    const sdkProvider = await loading.catch(() => undefined)
    if (!sdkProvider || releasing !== generation) return
    sdkProvider.client.core.heartbeat.stop()
    await sdkProvider.client.core.relayer.transportClose().catch((error: unknown) => {
      console.warn('[portkit] closing the WalletConnect relay socket failed', error)
    })
  }

  function forwardEvents(sdkProvider: UniversalProvider): UniversalProvider {
    // The SDK announces every namespace's changes on the same events: only the EVM ones are this provider's,
    // and of a list only its EVM addresses (the SDK's list after a chain change is the session's accounts
    // there cut to their third part, unchecked). An empty list: the wallet has no account left; a list of
    // other namespaces' accounts only (a solana accountsChanged) leaves the EVM connection as it is.
    const forwardAccounts = (listed: readonly unknown[], addresses: string[]) => {
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
        if (!fromSessionEvent.has(accounts)) forwardAccounts(accounts, accounts.filter(isEvmAddress))
      })
    })
    sdkProvider.on('session_event', ({ params: { event } }: SessionEvent) => {
      if (event.name !== 'accountsChanged') return
      if (lastSdkAccounts) fromSessionEvent.add(lastSdkAccounts)
      lastSdkAccounts = undefined
      try {
        forwardAccounts(event.data as unknown[], evmAddressesOf(event.data))
      } catch (error) {
        // A malformed event is refused whole: the connection keeps the accounts it has.
        console.warn('[portkit] refused a WalletConnect accountsChanged event', error)
      }
    })
    sdkProvider.on('chainChanged', (chainId: string | number) => {
      if (isEvmReference(chainId)) emit('chainChanged', toHexChainId(chainId))
    })
    sdkProvider.on('disconnect', (reason: unknown) => emit('disconnect', reason))
    // A relay refusing the socket (e.g. 'Unauthorized: invalid key') is fatal for the SDK: it closes the
    // transport and says why only as a relayer error (2.21 and 2.25 alike: `WebSocket connection closed
    // abnormally with code: 3000 (<reason>)`), while a pending connect waits on without a URI.
    sdkProvider.client.core.relayer.on('relayer_error', (error: unknown) => {
      for (const fail of [...onRelayRefusal]) fail(error)
    })
    // The SDK drops an expired session without telling the provider's listeners.
    sdkProvider.client.on('session_expire', ({ topic }: { topic: string }) => {
      if (topic !== sdkProvider.session?.topic) return
      sdkProvider.session = undefined
      emit('disconnect', { code: 6000, message: 'Session expired' })
    })
    return sdkProvider
  }

  async function pair(onUri: (uri: string) => void): Promise<void> {
    const sdkProvider = await sdk()
    const previous = uriGate
    let release!: () => void
    uriGate = new Promise<void>((resolve) => (release = resolve))
    await previous
    let announced = false
    const onDisplayUri = (uri: string) => {
      sdkProvider.removeListener('display_uri', onDisplayUri)
      release()
      announced = true
      try {
        onUri(assertPairingUri(uri))
      } catch (error) {
        console.error('[portkit] WalletConnect announced a bad pairing URI', error)
      }
    }
    sdkProvider.on('display_uri', onDisplayUri)
    let refused!: (error: unknown) => void
    const relayRefusal = new Promise<never>((_resolve, reject) => (refused = reject))
    onRelayRefusal.add(refused)
    try {
      await Promise.race([sdkProvider.connect({ optionalNamespaces: namespaces }), relayRefusal])
    } catch (error) {
      throw toPairingError(error)
    } finally {
      onRelayRefusal.delete(refused)
      sdkProvider.removeListener('display_uri', onDisplayUri)
      if (!announced) release()
    }
  }

  let ending: Promise<void> | undefined
  function end(): Promise<void> {
    ending ??= sdk()
      .then((sdkProvider) => (sdkProvider.session ? sdkProvider.disconnect() : undefined))
      .finally(() => (ending = undefined))
    return ending
  }

  /**
   * The session's eip155 chain, named on every request: unnamed, the SDK picks the session's first
   * namespace, which may be solana. Undefined when the wallet approved no eip155 chain.
   */
  function evmChain(sdkProvider: UniversalProvider): string | undefined {
    const evm = sdkProvider.session?.namespaces.eip155 && sdkProvider.rpcProviders.eip155
    return evm ? `eip155:${evm.getDefaultChain()}` : undefined
  }

  async function accounts(sdkProvider: UniversalProvider): Promise<string[]> {
    const chain = evmChain(sdkProvider)
    return chain ? sdkProvider.request<string[]>({ method: 'eth_accounts' }, chain) : []
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const sdkProvider = await sdk()
    const session = sdkProvider.session
    switch (method) {
      case 'eth_accounts':
        return accounts(sdkProvider)
      case 'eth_requestAccounts':
        if (!session) await pair((uri) => emit('display_uri', uri))
        return accounts(sdkProvider)
      case 'eth_chainId': {
        const chain = evmChain(sdkProvider)
        return toHexChainId(chain ? await sdkProvider.request({ method }, chain) : defaultChain)
      }
      case 'wallet_revokePermissions':
        // Ends the session on both sides: the wallet gets a session delete through the relay.
        await end()
        return null
    }
    const chain = evmChain(sdkProvider)
    if (!session || !chain)
      throw new WalletRpcError(4100, 'Not connected: pair with a wallet through WalletConnect first')
    const approved = Object.values(session.namespaces).some(({ methods }) => methods.includes(method))
    if (method.startsWith('wallet_') && !approved && method !== 'wallet_switchEthereumChain') {
      throw new WalletRpcError(4200, `The wallet did not approve ${method} for this session`)
    }
    try {
      return await sdkProvider.request(
        params === undefined ? { method } : { method, params: params as object },
        chain,
      )
    } catch (error) {
      // A chain outside the session: EIP-1193's "unrecognised chain", so callers may try to add it.
      if (
        method === 'wallet_switchEthereumChain' &&
        /Failed to switch to chain/.test(String((error as Error)?.message))
      ) {
        throw new WalletRpcError(4902, (error as Error).message)
      }
      throw toProviderError(error)
    }
  }

  const provider: Eip1193Provider &
    Required<Pick<Eip1193Provider, 'on' | 'removeListener'>> & {
      pair: typeof pair
      session: WalletConnectSession
      release: typeof release
    } = {
    request,
    pair,
    release,
    session: { sdk, end },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  return provider
}
