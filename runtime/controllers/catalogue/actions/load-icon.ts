import type { WalletEntry } from '../../../core/types.ts'
import { walletEntryImageUrl } from '../../wallet-image.ts'
import { hasIcons, type CatalogueHost } from './context.ts'
import { catalogueSource } from './source.ts'

/** Loads a bundled wallet's icon (its own chunk), once; undefined for wallets with an image URL. */
export function loadIcon(host: CatalogueHost, wallet: WalletEntry): Promise<string | undefined> {
  const { deps, state } = host
  if (!hasIcons(host) || walletEntryImageUrl(deps.state.config, wallet) !== undefined)
    return Promise.resolve(undefined)
  const { iconLoads } = state.runs
  let load = iconLoads.get(wallet.id)
  if (!load) {
    load = catalogueSource(host)
      .then((from) => from.icon?.(wallet.id))
      .then((icon) => {
        if (icon) state.icons.value = new Map(state.icons.value).set(wallet.id, icon)
        return icon
      })
      .catch(() => {
        // A failed chunk load leaves the placeholder; the next draw of the row tries again.
        iconLoads.delete(wallet.id)
        return undefined
      })
    iconLoads.set(wallet.id, load)
  }
  return load
}
