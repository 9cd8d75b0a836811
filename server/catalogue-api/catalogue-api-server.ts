import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer } from '../http/start-http-server.ts'
import {
  portkitWalletCatalogue,
  type DevnetWalletCatalogue,
} from '../../devnet/catalogue/wallet-catalogue.ts'
import type { CatalogueApiHandlers } from './catalogue-api-types.ts'
import { getWalletsHandler } from './get-wallets.ts'
import {
  getAssetImageHandler,
  getCurrencyImageHandler,
  getTokenImageHandler,
  getWalletImageHandler,
} from './image-handlers.ts'

/**
 * Every operation of openapi/catalogue-api.yaml: the wallets of `catalogue` (Portkit's own catalogue with
 * the devnet's test wallet unless a test gives another, e.g. the 738 generated wallets of its paging
 * tests) and drawn network, currency and token images.
 */
export function startCatalogueApi(
  catalogue: DevnetWalletCatalogue = portkitWalletCatalogue(),
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
