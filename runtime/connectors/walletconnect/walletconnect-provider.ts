import type { ResolvedConfig } from '../../config/types.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'
import { DEFAULT_CHAIN_ID } from '../../core/constants.ts'
import { evmRequests } from './evm-requests.ts'
import { pairings } from './pairing.ts'
import { providerEvents } from './provider-events.ts'
import type { UniversalProvider } from './sdk-types.ts'
import { forwardEvents } from './sdk-events.ts'
import { sdkLoader, type LoadSdk } from './sdk-loader.ts'
import { sessionNamespaces } from './session-namespaces.ts'

export type { LoadSdk } from './sdk-loader.ts'

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
  const events = providerEvents()
  const namespaces = sessionNamespaces(config)
  const { sdk, release } = sdkLoader(loadSdk, (sdkProvider) =>
    forwardEvents(sdkProvider, events.emit, (error) => relayRefused(error)),
  )
  const { pair, relayRefused } = pairings(sdk, namespaces)

  let ending: Promise<void> | undefined
  function end(): Promise<void> {
    ending ??= sdk()
      .then((sdkProvider) => (sdkProvider.session ? sdkProvider.disconnect() : undefined))
      .finally(() => (ending = undefined))
    return ending
  }

  const provider: Eip1193Provider &
    Required<Pick<Eip1193Provider, 'on' | 'removeListener'>> & {
      pair: typeof pair
      session: WalletConnectSession
      release: typeof release
    } = {
    request: evmRequests({
      sdk,
      end,
      pair: () => pair((uri) => events.emit('display_uri', uri)),
      defaultChain: namespaces.eip155?.defaultChain ?? String(DEFAULT_CHAIN_ID),
    }),
    pair,
    release,
    session: { sdk, end },
    on: events.on,
    removeListener: events.removeListener,
  }
  return provider
}
