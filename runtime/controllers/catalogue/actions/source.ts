import { loadedModule, loadModule } from '../../../plugins/loaded-modules.ts'
import type { CatalogueSource } from '../../../services/catalogue.ts'
import type { CatalogueHost } from './context.ts'

/**
 * The catalogue service's client, a lazy chunk. The catalogue feature fetches it with the All Wallets
 * view's code while the entry shows (through loadModule, as `catalogueSource` does): a click then finds it
 * loaded and sends the first request at once.
 */
export const loadApiCatalogueSource = () => import('../../../services/catalogue-api-source.ts')

/**
 * The service's client code, else the bundled catalogue, each a lazy chunk loaded on first use (a failed
 * chunk load is tried again).
 */
export function catalogueSource({ deps, state }: CatalogueHost): Promise<CatalogueSource> {
  const { catalogueApi, localCatalogue } = deps
  // Already fetched (the usual case for the service): resolved at once, so the first request goes out
  // before the view renders.
  const loadedApi = catalogueApi && loadedModule(loadApiCatalogueSource)
  state.runs.source ??= loadedApi
    ? Promise.resolve(loadedApi.apiCatalogueSource(catalogueApi))
    : (catalogueApi
        ? loadModule(loadApiCatalogueSource).then((module) => module.apiCatalogueSource(catalogueApi))
        : (localCatalogue as () => Promise<CatalogueSource>)()
      ).catch((error: unknown) => {
        state.runs.source = undefined
        throw error
      })
  return state.runs.source
}
