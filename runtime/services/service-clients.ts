import type { ResolvedConfig } from '../config/types.ts'
import { SDK_TYPE, SDK_VERSION } from '../core/constants.ts'
import {
  createCatalogueApiClient,
  createDataApiClient,
  type CatalogueApiClient,
  type DataApiClient,
} from './api/clients.ts'

export interface ServiceClients {
  /** Undefined when the config has no data API: balances then come from RPC only. */
  dataApi: DataApiClient | undefined
  catalogueApi: CatalogueApiClient | undefined
}

/** The typed clients of the configured services, created once per instance (no request is made here). */
export function createServiceClients(config: ResolvedConfig, fetchImpl?: typeof fetch): ServiceClients {
  const common = {
    projectId: config.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    ...(config.clientId ? { clientId: config.clientId } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  }
  const { dataApi, catalogueApi } = config.services
  return {
    dataApi: dataApi ? createDataApiClient({ ...common, baseUrl: dataApi }) : undefined,
    catalogueApi: catalogueApi ? createCatalogueApiClient({ ...common, baseUrl: catalogueApi }) : undefined,
  }
}
