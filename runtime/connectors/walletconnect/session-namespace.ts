import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import type { Eip1193Provider } from '../../controllers/types.ts'

type Listener = (addresses: string[]) => void
type Methods = Record<string, (params: Record<string, unknown>) => Promise<unknown>>

/**
 * What every non-EVM namespace of the WalletConnect session shares behind its adapter's request
 * interface: a method table (anything else is refused), and accountsChanged listeners that also hear
 * the session's end (the wallet's delete, expiry) as an empty account list.
 */
export function sessionNamespace(sessionEvents: Required<Pick<Eip1193Provider, 'on' | 'removeListener'>>) {
  const listeners = new Set<Listener>()
  const announce: Listener = (addresses) => {
    for (const listener of [...listeners]) listener(addresses)
  }
  const onSessionEnd = () => announce([])

  return {
    /** Tells the adapter the namespace's accounts changed (as a wallet's accountsChanged). */
    announce,
    provider(methods: Methods): Eip1193Provider {
      return {
        request({ method, params }) {
          const handler = methods[method]
          if (!handler) return Promise.reject(new RpcMethodNotAllowedError(method))
          return handler((params ?? {}) as Record<string, unknown>)
        },
        on(event, listener) {
          if (event !== 'accountsChanged') return
          if (listeners.size === 0) sessionEvents.on('disconnect', onSessionEnd)
          listeners.add(listener as unknown as Listener)
        },
        removeListener(event, listener) {
          if (event !== 'accountsChanged') return
          listeners.delete(listener as unknown as Listener)
          if (listeners.size === 0) sessionEvents.removeListener('disconnect', onSessionEnd)
        },
      }
    },
  }
}
