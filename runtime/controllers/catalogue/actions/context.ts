import type { CatalogueApiClient } from '../../../services/api/clients.ts'
import type { CatalogueSource } from '../../../services/catalogue.ts'
import type { PortkitState } from '../../../state/create-state.ts'
import type { RecentWallets } from '../../recent-wallets.ts'
import type { CatalogueState } from '../state.ts'

/** What the catalogue controller is made with (the catalogue feature's setup passes the instance's parts). */
export interface CatalogueDeps {
  state: PortkitState
  catalogueApi: CatalogueApiClient | undefined
  /** Portkit's own catalogue (a lazy chunk), used when no catalogue service is configured. */
  localCatalogue?: () => Promise<CatalogueSource>
  recentWallets: Pick<RecentWallets, 'wallets'>
}

/** What the catalogue actions need; the controller (catalogue.ts) makes one per instance. */
export interface CatalogueHost {
  deps: CatalogueDeps
  state: CatalogueState
}

/** Whether there is a catalogue to ask at all (the service or the bundled one). */
export function hasSource({ deps }: CatalogueHost): boolean {
  return deps.catalogueApi !== undefined || deps.localCatalogue !== undefined
}

/** Only the bundled catalogue has icons of its own; the service's are URLs. */
export function hasIcons({ deps }: CatalogueHost): boolean {
  return deps.catalogueApi === undefined && deps.localCatalogue !== undefined
}

/** The configured networks, which every catalogue request filters by. */
export function chainsOf({ deps }: CatalogueHost): string[] {
  return deps.state.config.networks.map((network) => network.caipNetworkId)
}
