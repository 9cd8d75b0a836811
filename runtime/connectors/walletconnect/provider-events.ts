type Listener = (...args: never[]) => void

/**
 * The provider's own listeners, by event. One failing listener must not keep the others (e.g. the
 * connection controller) from hearing it.
 */
export function providerEvents() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    emit: (event: string, payload: unknown): void => {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (value: unknown) => void)(payload)
        } catch (error) {
          console.error(`[portkit] a WalletConnect ${event} listener failed`, error)
        }
      }
    },
    on: (event: string, listener: Listener): void => {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener: (event: string, listener: Listener): void => {
      listeners.get(event)?.delete(listener)
    },
  }
}

export type ProviderEvents = ReturnType<typeof providerEvents>
