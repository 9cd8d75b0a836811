import type { ResolvedConfig } from './config/types.ts'
import { AdapterNotFoundError } from './core/errors.ts'
import type { ChainNamespace } from './core/types.ts'
import { createAccountController } from './controllers/account.ts'
import { createConnectionController } from './controllers/connection.ts'
import { createModal } from './controllers/modal.ts'
import { createNetworkController } from './controllers/network.ts'
import { createRouter, type Router } from './controllers/router.ts'
import type { AdapterFactory, ChainAdapter, ConnectorFactory } from './controllers/types.ts'
import { createStorage, type Storage } from './services/storage.ts'
import { createState } from './state/create-state.ts'

export interface PortkitOptions {
  config: ResolvedConfig
  adapters: AdapterFactory[]
  connectors: ConnectorFactory[]
  /** Injected in tests; IndexedDB by default. */
  storage?: Storage
}

/** One Portkit instance: its own state, controllers and wallet wiring. Nothing is shared between instances. */
export function createPortkit(options: PortkitOptions) {
  const state = createState(options.config)
  const storage = options.storage ?? createStorage()
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((factory) => {
      const adapter = factory()
      return [adapter.namespace, adapter]
    }),
  )
  const adapterFor = (namespace: ChainNamespace) => {
    const adapter = adapters.get(namespace)
    if (!adapter) throw new AdapterNotFoundError(namespace)
    return adapter
  }

  // Modal and router refer to each other: the modal resets the stack, goBack may close the modal.
  const modal = createModal(
    state,
    {
      hasAdapters: adapters.size > 0,
      isMobile: () => globalThis.matchMedia?.('(max-width: 600px)').matches ?? false,
    },
    () => router,
  )
  const router: Router = createRouter(state, modal.close)
  const account = createAccountController(state, adapterFor)
  const connection = createConnectionController({ state, storage, adapterFor, account })
  const network = createNetworkController({ state, storage, adapterFor, account })
  const sources = options.connectors.map((factory) => factory({ config: options.config }))

  let stopDiscovery: (() => void) | undefined

  return {
    state,
    modal,
    router,
    connection,
    network,
    account,
    /** Browser-only start: wallet discovery and the stored-session re-sync. Safe to call again after stop. */
    start(): Promise<void> {
      if (stopDiscovery) return Promise.resolve()
      const lists = sources.map(() => [] as typeof state.connectors.value)
      const stops = sources.map((source, index) =>
        source.watch((connectors) => {
          lists[index] = connectors
          state.connectors.value = lists.flat()
        }),
      )
      stopDiscovery = () => stops.forEach((stop) => stop())
      return connection.restore()
    },
    stop() {
      stopDiscovery?.()
      stopDiscovery = undefined
      connection.stop()
    },
  }
}

export type Portkit = ReturnType<typeof createPortkit>
