import type { Eip1193Provider } from '../../core/types.ts'
import { injectedCoinbaseProvider } from './injected-coinbase.ts'
import { withPopupGuard, type PopupHost } from './popup-guard.ts'
import type { CoinbaseSdkProvider } from './sdk-types.ts'

type Listener = (...args: never[]) => void
export type LoadSdk = () => Promise<CoinbaseSdkProvider>

/** The EIP-1193 events the adapters listen to, forwarded from the SDK's provider. */
const EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

/**
 * An EIP-1193 provider in front of the Coinbase Wallet SDK, so the eip155 adapter drives it like any
 * browser wallet. The SDK loads on the first request (the visitor's pick, or restoring a stored session),
 * not before. On the extension path requests go straight to the extension; on the popup path (smart
 * wallet at keys.coinbase.com) each one is watched for a blocked or closed popup.
 */
export function createCoinbaseProvider(loadSdk: LoadSdk, popupHost: () => PopupHost = () => globalThis) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      // One failing listener must not keep the others (e.g. the connection controller) from hearing it.
      try {
        ;(listener as (value: unknown) => void)(payload)
      } catch (error) {
        console.error(`[portkit] a Coinbase Wallet ${event} listener failed`, error)
      }
    }
  }
  let loading: Promise<{ sdk: CoinbaseSdkProvider; viaPopup: boolean }> | undefined

  function sdk() {
    loading ??= loadSdk().then(
      (provider) => {
        for (const event of EVENTS) provider.on(event, (payload: unknown) => emit(event, payload))
        // The SDK hands back the page's own provider when it found one; anything else is its popup provider.
        const injected: unknown = injectedCoinbaseProvider()
        return { sdk: provider, viaPopup: provider !== injected }
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const { sdk: provider, viaPopup } = await sdk()
    const args = params === undefined ? { method } : { method, params: params as readonly unknown[] }
    if (!viaPopup) return provider.request(args)
    // The popup provider has no permissions to revoke: disconnecting ends its stored session instead.
    if (method === 'wallet_revokePermissions') return provider.disconnect().then(() => null)
    return withPopupGuard(popupHost(), () => provider.request(args))
  }

  const provider: Eip1193Provider & Required<Pick<Eip1193Provider, 'on' | 'removeListener'>> = {
    request,
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
