import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer } from '../http/start-http-server.ts'
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
export function startCatalogueApi(
  catalogue: WalletCatalogue = portkitWalletCatalogue(),
): Promise<RunningServer> {
  const handlers: CatalogueApiHandlers = {
    getWallets: getWalletsHandler(catalogue),
    getAnalyticsConfig: () => ({ json: { isAnalyticsEnabled: true } }),
    getWalletImage: getWalletImageHandler(catalogue),
    getAssetImage: getAssetImageHandler(),
    getCurrencyImage: getCurrencyImageHandler(),
    getTokenImage: getTokenImageHandler(),
  }
  return startHttpServer(() =>
    createContractRouter('catalogue-api', handlers as unknown as Record<string, AnyHandler>),
  )
}
