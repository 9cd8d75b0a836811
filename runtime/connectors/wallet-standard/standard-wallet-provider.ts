import type { Wallet } from '@wallet-standard/base'
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features'
import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'

/** The requests a wallet's provider answers, by method name. */
export type ProviderMethods = Record<string, (params: Record<string, unknown>) => Promise<unknown>>

/**
 * A Wallet Standard wallet (Solana or Bitcoin) behind the request interface every connector's provider
 * has: `methods` answer the requests and any other method is refused; `accountsChanged` follows the
 * standard's change events, subscribed only while someone listens.
 */
export function standardWalletProvider(
  wallet: Wallet & { features: Partial<StandardEventsFeature> },
  methods: ProviderMethods,
): Eip1193Provider {
  const listeners = new Set<(addresses: string[]) => void>()
  let stopEvents: (() => void) | undefined
  return {
    request({ method, params }) {
      const handler = methods[method]
      if (!handler) return Promise.reject(new RpcMethodNotAllowedError(method))
      return Promise.resolve().then(() => handler((params ?? {}) as Record<string, unknown>))
    },
    on(event, listener) {
      if (event !== 'accountsChanged') return
      listeners.add(listener as unknown as (addresses: string[]) => void)
      stopEvents ??= wallet.features[StandardEvents]?.on('change', ({ accounts }) => {
        if (accounts) for (const notify of listeners) notify(accounts.map((one) => one.address))
      })
    },
    removeListener(event, listener) {
      if (event !== 'accountsChanged') return
      listeners.delete(listener as unknown as (addresses: string[]) => void)
      if (listeners.size === 0) {
        stopEvents?.()
        stopEvents = undefined
      }
    },
  }
}
