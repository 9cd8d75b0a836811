import type { ResolvedConfig } from '../../config/types.ts'
import { MOBILE_MEDIA_QUERY, SDK_TYPE, SDK_VERSION } from '../../core/constants.ts'
import { AdapterNotFoundError } from '../../core/errors.ts'
import { CORE_MESSAGES } from '../../core/i18n/core-messages.ts'
import type { Messages } from '../../core/i18n/messages.ts'
import type { ChainNamespace } from '../../core/types.ts'
import type { PluginHost } from '../../plugins/plugin-host.ts'
import type { PortkitServices } from '../../plugins/plugin-portkit.ts'
import { createAnalyticsService } from '../../services/analytics.ts'
import { createBalanceService } from '../../services/balance-service.ts'
import { createRecordCache } from '../../services/cache.ts'
import { createServiceClients } from '../../services/service-clients.ts'
import type { PortkitState } from '../../state/create-state.ts'
import { createI18n, type I18n } from '../../state/i18n.ts'
import { browserEventsEnvironment, createEventsController, type EventsController } from '../events.ts'
import { createLegalConsent } from '../legal-consent.ts'
import { createModal } from '../modal.ts'
import type { Notifications } from '../notifications.ts'
import { createRouter, type Router } from '../router.ts'
import type { ChainAdapter } from '../types.ts'
import type { PortkitOptions } from './options.ts'
import type { Portkit } from './portkit.ts'
import type { Startup } from './startup.ts'

/** The configured chain adapters, one per namespace, made once from their factories. */
export function createAdapters(options: PortkitOptions) {
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((factory) => {
      const adapter = factory({ config: options.config })
      return [adapter.namespace, adapter]
    }),
  )
  return {
    hasAdapters: adapters.size > 0,
    adapterFor(this: void, namespace: ChainNamespace): ChainAdapter {
      const adapter = adapters.get(namespace)
      if (!adapter) throw new AdapterNotFoundError(namespace)
      return adapter
    },
  }
}

/** The core modal's messages and every plugin's: English built in, each locale a lazy chunk per group. */
export function createInstanceI18n(config: ResolvedConfig, plugins: PluginHost): I18n {
  return createI18n(config.locale, [
    CORE_MESSAGES,
    // A plugin of the list is an AnyPortkitPlugin, whose strings are typed `any`.
    ...plugins.plugins.map((plugin) => ({
      id: plugin.id,
      english: plugin.strings as Messages,
      load: plugin.locales,
    })),
  ])
}

/** Analytics (sent only when `features.analytics` is on and an analytics service is configured). */
export function createInstanceEvents(
  options: PortkitOptions,
  state: PortkitState,
  notifications: Notifications,
): EventsController {
  const { config } = options
  const { analyticsApi, catalogueApi } = config.services
  return createEventsController({
    enabled: config.features.analytics,
    service: analyticsApi
      ? createAnalyticsService({
          analyticsApi,
          ...(catalogueApi ? { catalogueApi } : {}),
          projectId: config.projectId,
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
          ...(config.clientId ? { clientId: config.clientId } : {}),
        })
      : undefined,
    environment: options.eventsEnvironment ?? browserEventsEnvironment(),
    address: () => state.activeChainState.value?.address,
    showAlert: notifications.alert,
  })
}

/** Clients of the configured services: the core reads native balances, the features the rest. */
export function createServices(config: ResolvedConfig): PortkitServices {
  const clients = createServiceClients(config)
  const cache = createRecordCache()
  return { ...clients, cache, balances: createBalanceService(clients.dataApi, cache) }
}

interface ScreenDeps {
  config: ResolvedConfig
  state: PortkitState
  plugins: PluginHost
  events: EventsController
  hasAdapters: boolean
  startup: Startup
}

/** The modal, its view stack, the legal consent it waits for, and the facts of the page it asks. */
export function createScreens(deps: ScreenDeps): Pick<Portkit, 'legal' | 'environment' | 'modal' | 'router'> {
  const { config, state, plugins, events, startup } = deps
  const legal = createLegalConsent(config)
  const environment = {
    hasAdapters: deps.hasAdapters,
    mayConnect: () => legal.mayConnect.value,
    isMobile: () => globalThis.matchMedia?.(MOBILE_MEDIA_QUERY).matches ?? false,
    whenReady: () => startup.restoring,
  }
  // Modal and router refer to each other: the modal resets the stack, goBack may close the modal.
  const baseModal = createModal(state, environment, () => router, { embedded: config.enableEmbedded, events })
  // A plugin's beforeClose hook may keep the modal open (e.g. a required sign-in).
  const modal = {
    ...baseModal,
    close: () => {
      if (plugins.mayClose()) baseModal.close()
    },
  }
  const router: Router = createRouter(state, modal.close)
  return { legal, environment, modal, router }
}
