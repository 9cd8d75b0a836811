import type { Eip1193Provider } from '../../controllers/types.ts'

/**
 * A namespace's session provider that loads its code on first use (a request, or the adapter listening for
 * accounts): the Solana and Bitcoin halves of a WalletConnect session bring base58/base64 and their method
 * tables, which an app whose visitors never pair a Solana or Bitcoin wallet should not download at page
 * load. Listeners are added and removed in the order they were asked for, once the code is there.
 */
export function lazySessionProvider(load: () => Promise<Eip1193Provider>): Eip1193Provider {
  let loaded: Promise<Eip1193Provider> | undefined
  const provider = () => (loaded ??= load())
  return {
    request: (args) => provider().then((namespace) => namespace.request(args)),
    on(event, listener) {
      void provider().then((namespace) => namespace.on?.(event, listener))
    },
    removeListener(event, listener) {
      void loaded?.then((namespace) => namespace.removeListener?.(event, listener))
    },
  }
}
