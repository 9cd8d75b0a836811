import { createContractRouter } from '../http/contract-router.ts'
import type { AnyHandler } from '../http/handler-types.ts'
import { startHttpServer, type RunningServer } from '../http/start-http-server.ts'
import type { CatalogueApiHandlers } from './catalogue-api-types.ts'
import { getWalletsHandler } from './get-wallets.ts'
import {
  getAssetImageHandler,
  getCurrencyImageHandler,
  getTokenImageHandler,
  getWalletImageHandler,
} from './image-handlers.ts'

/** Every operation of openapi/catalogue-api.yaml, over the generated catalogue and drawn images. */
export function startCatalogueApi(): Promise<RunningServer> {
  const handlers: CatalogueApiHandlers = {
    getWallets: getWalletsHandler(),
    getAnalyticsConfig: () => ({ json: { isAnalyticsEnabled: true } }),
    getWalletImage: getWalletImageHandler(),
    getAssetImage: getAssetImageHandler(),
    getCurrencyImage: getCurrencyImageHandler(),
    getTokenImage: getTokenImageHandler(),
  }
  return startHttpServer(() =>
    createContractRouter('catalogue-api', handlers as unknown as Record<string, AnyHandler>),
  )
}
