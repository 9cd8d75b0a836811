import type { ResolvedConfig } from '../config/types.ts'
import { SDK_TYPE, SDK_VERSION } from '../core/constants.ts'
import { PluginServiceNotConfiguredError, UndeclaredPluginApiError } from '../core/errors.ts'
import {
  createAnalyticsApiClient,
  createAuthApiClient,
  createCatalogueApiClient,
  createDataApiClient,
} from '../services/api/clients.ts'
import type { AnyPortkitPlugin, PluginApiName, PluginApis } from './types.ts'

/**
 * `context.api(name)` for one plugin: the typed client of a service it declared in `apis`, created on
 * first use and kept for the instance. (The clients module is in the bundle anyway: analytics uses it.)
 */
export function createPluginApis(plugin: AnyPortkitPlugin, config: ResolvedConfig) {
  const clients = new Map<PluginApiName, unknown>()
  const factories = {
    dataApi: createDataApiClient,
    catalogueApi: createCatalogueApiClient,
    analyticsApi: createAnalyticsApiClient,
    authApi: createAuthApiClient,
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- callers await the client; an undeclared or unconfigured API must reject
  return async function api<Name extends PluginApiName>(name: Name): Promise<PluginApis[Name]> {
    if (!plugin.apis?.includes(name)) {
      throw new UndeclaredPluginApiError(plugin.id, name)
    }
    const baseUrl = config.services[name]
    if (!baseUrl) throw new PluginServiceNotConfiguredError(plugin.id, name)
    if (!clients.has(name)) {
      const options = { baseUrl, projectId: config.projectId, clientId: config.clientId }
      clients.set(name, factories[name]({ ...options, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION }))
    }
    return clients.get(name) as PluginApis[Name]
  }
}
