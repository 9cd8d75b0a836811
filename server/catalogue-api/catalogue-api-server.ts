import type { AnalyticsEnabled } from '../analytics-api/analytics-api-server.ts'
import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer, type ServiceHandler } from '../http/start-http-server.ts'
import { portkitWalletCatalogue, type WalletCatalogue } from './wallet-catalogue.ts'
import type { CatalogueApiHandlers } from './catalogue-api-types.ts'
import { getWalletsHandler } from './get-wallets.ts'
import {
  getAssetImageHandler,
  getCurrencyImageHandler,
  getTokenImageHandler,
  getWalletImageHandler,
} from './image-handlers.ts'

/**
 * Every operation of openapi/catalogue-api.yaml: the wallets of `catalogue` (Portkit's own catalogue unless
 * the caller gives another, e.g. the devnet's with its test wallet first) and drawn network, currency and
 * token images.
 */
export function createCatalogueApi(
  catalogue: WalletCatalogue = portkitWalletCatalogue(),
  { analyticsEnabled }: { analyticsEnabled?: AnalyticsEnabled } = {},
): ServiceHandler {
  const handlers: CatalogueApiHandlers = {
    getWallets: getWalletsHandler(catalogue),
    // The modal's remote analytics flag (spec section 7): the project's setting on a deployed server.
    getAnalyticsConfig: async ({ query }) => ({
      json: { isAnalyticsEnabled: analyticsEnabled ? await analyticsEnabled(query.projectId) : true },
    }),
    getWalletImage: getWalletImageHandler(catalogue),
    getAssetImage: getAssetImageHandler(),
    getCurrencyImage: getCurrencyImageHandler(),
    getTokenImage: getTokenImageHandler(),
  }
  return () => createContractRouter('catalogue-api', handlers as unknown as Record<string, AnyHandler>)
}

/** The catalogue API alone on a loopback port. */
export const startCatalogueApi = (catalogue?: WalletCatalogue): Promise<RunningServer> =>
  startHttpServer(createCatalogueApi(catalogue))
