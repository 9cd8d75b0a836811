import { fileWalletEntry } from '../../core/catalogue-file.ts'
import { walletsPage } from '../../core/wallet-pages.ts'
import type { CatalogueSource } from '../catalogue.ts'
import { ICON_MODULES } from './icon-modules.gen.ts'
import { WALLETS } from './wallets.gen.ts'

const wallets = WALLETS.map(fileWalletEntry)

/**
 * Portkit's own wallet catalogue (catalogue/wallets.json, generated into wallets.gen.ts), served page by page as the catalogue service
 * would: the feature imports this module lazily when no `services.catalogueApi` is configured, so the
 * data is a chunk of its own, fetched when the visitor opens All Wallets or Get a wallet.
 */
export const localCatalogue: CatalogueSource = {
  // eslint-disable-next-line @typescript-eslint/require-await -- CatalogueSource returns a promise, as the service's client does; a throw must reject it
  wallets: async (query) => walletsPage(wallets, query),
  icon: async (walletId) => {
    const load = Object.hasOwn(ICON_MODULES, walletId) ? ICON_MODULES[walletId] : undefined
    return load ? (await load()).default : undefined
  },
}
