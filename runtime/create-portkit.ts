import { createConnectorsView } from './controllers/connectors.ts'
import {
  createAdapters,
  createInstanceEvents,
  createInstanceI18n,
  createScreens,
  createServices,
} from './controllers/instance/core-parts.ts'
import { createLifecycle, type PortkitCore } from './controllers/instance/lifecycle.ts'
import type { PortkitOptions } from './controllers/instance/options.ts'
import type { Portkit } from './controllers/instance/portkit.ts'
import type { Startup } from './controllers/instance/startup.ts'
import { createWalletParts } from './controllers/instance/wallet-parts.ts'
import { createNotifications } from './controllers/notifications.ts'
import type { AdapterFactory, AdaptersOf } from './controllers/types.ts'
import { createPluginHost } from './plugins/plugin-host.ts'
import type { FeatureApis } from './plugins/types.ts'
import { createState } from './state/create-state.ts'
import { seedConnection } from './state/seed-connection.ts'
import { createStorage, loggingFailures } from './services/storage.ts'

// The instance's types have their own modules (plugins import them from there); these names stay for importers.
export type { Portkit, PortkitOptions }

/**
 * One Portkit instance: its own state, controllers and wallet wiring. Nothing is shared between instances.
 * Its type names its adapters, so a host action none of them can take (e.g. signTypedData with only a
 * Solana adapter) does not compile.
 */
export function createPortkit<Factories extends AdapterFactory[]>(
  options: PortkitOptions & { adapters: Factories },
): Portkit<AdaptersOf<Factories>> {
  // The factories made the adapters adapterFor hands out: their types are the instance's.
  return assemblePortkit(options) as Portkit<AdaptersOf<Factories>>
}

/** The composition root: each part is built by its function in controllers/instance/, in this order. */
function assemblePortkit(options: PortkitOptions): Portkit {
  const { config } = options
  const state = createState(config)
  if (options.ssr?.initialState) seedConnection(state, options.ssr.initialState)
  // A failing storage is only logged (spec section 8), whichever storage it is.
  const storage = options.storage ? loggingFailures(options.storage) : createStorage()
  const { adapterFor, hasAdapters } = createAdapters(options)
  const plugins = createPluginHost(options.plugins ?? [])
  const i18n = createInstanceI18n(config, plugins)
  const notifications = createNotifications()
  const events = createInstanceEvents(options, state, notifications)
  const startup: Startup = { restoring: undefined, tabs: undefined }
  const screens = createScreens({ config, state, plugins, events, hasAdapters, startup })
  const services = createServices(config)
  const wallets = createWalletParts({
    state,
    storage,
    adapterFor,
    events,
    notifications,
    services,
    plugins,
    startup,
    ...screens,
  })
  const core: PortkitCore = {
    state,
    i18n,
    ...screens,
    ...wallets,
    plugins,
    notifications,
    events,
    connectors: createConnectorsView(state),
    storage,
    services,
    adapterFor,
    feature<Id extends keyof FeatureApis>(id: Id): FeatureApis[Id] {
      return plugins.feature(id) as FeatureApis[Id]
    },
  }
  const portkit: Portkit = { ...core, ...createLifecycle(core, options, startup) }
  plugins.bind(portkit)
  return portkit
}
