import { useEffect } from 'react'
import { safeHttpUrl } from '../../core/safe-url.ts'
import type { WalletEntry, WalletStores } from '../../core/types.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { onListKeyDown } from '../../ui/components/list-keys.ts'
import { WalletImage } from './wallet-image.tsx'
import { WalletSkeletons } from './wallet-skeletons.tsx'
import { STORE_NAMES } from './store-names.ts'
import type { CatalogueStringKey } from './strings.ts'
import { CATALOGUE_CSS } from './catalogue-styles.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** How many wallets the view offers: a short choice, not the whole catalogue (All Wallets has that). */
const SHOWN = 8

type Store = keyof WalletStores

/** Only `https:` pages are offered: a store or site link is never an app scheme, script or data URL. */
function httpsUrl(value: unknown): string | undefined {
  const url = safeHttpUrl(value)
  return url && new URL(url).protocol === 'https:' ? url : undefined
}

/** A custom wallet names its stores as catalogue entries of spec section 3 do. */
interface CustomWalletStores {
  app_store?: string
  play_store?: string
  chrome_store?: string
}

/**
 * The page a wallet is got from: its own site, else its web app, else a desktop or mobile link that is an
 * https address. App schemes (`metamask://`) open nothing for a visitor without the app.
 */
export function getWalletUrl(wallet: WalletEntry): string | undefined {
  return (
    httpsUrl(wallet.homepage) ??
    httpsUrl(wallet.webapp_link) ??
    httpsUrl(wallet.desktop_link) ??
    httpsUrl(wallet.mobile_link)
  )
}

/** The wallet's store pages (https only), in STORE_NAMES order. */
export function walletStoreLinks(wallet: WalletEntry & CustomWalletStores): { store: Store; url: string }[] {
  const stores: WalletStores = {
    ios: wallet.app_store,
    android: wallet.play_store,
    chrome: wallet.chrome_store,
    ...wallet.stores,
  }
  return (Object.keys(STORE_NAMES) as Store[]).flatMap((store) => {
    const url = httpsUrl(stores[store])
    return url ? [{ store, url }] : []
  })
}

/**
 * "Get a wallet": wallets of the catalogue (the service's, or Portkit's own), each with its site and its
 * store pages, opened in a new tab with no handle on this page. Skeleton rows hold the list's place while
 * the catalogue loads.
 */
export default function GetWalletView({ portkit, t }: PluginViewProps<CatalogueStringKey>) {
  useStyles(CATALOGUE_CSS)
  const catalogue = portkit.feature('catalogue')
  const wallets = useSignalValue(catalogue.wallets)
  const loaded = useSignalValue(catalogue.loaded)
  const error = useSignalValue(catalogue.error)

  useEffect(() => void catalogue.load(), [catalogue])

  const offered = wallets
    .map((wallet) => ({ wallet, url: getWalletUrl(wallet) }))
    .filter((entry): entry is { wallet: WalletEntry; url: string } => entry.url !== undefined)
    .slice(0, SHOWN)
  return (
    <div className="view">
      <p className="muted">{t('getWalletLead')}</p>
      <ErrorText message={error} />
      {!loaded && !error ? (
        <div className="get-skeletons">
          <WalletSkeletons count={SHOWN} label={t('loadingWallets')} />
        </div>
      ) : (
        <ul className="list" aria-label={t('getWalletList')} onKeyDown={onListKeyDown}>
          {offered.map(({ wallet, url }) => (
            <li key={wallet.id} className="get-wallet-item">
              <a className="row" href={url} target="_blank" rel="noopener noreferrer">
                <WalletImage portkit={portkit} wallet={wallet} />
                {/* The site under the name: the visitor sees where the link goes before following it. */}
                <span className="name-block">
                  <span className="name" dir="auto">
                    {wallet.name}
                  </span>
                  <span className="site" dir="auto">
                    {new URL(url).hostname}
                  </span>
                </span>
              </a>
              <StoreLinks wallet={wallet} t={t} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function StoreLinks({ wallet, t }: { wallet: WalletEntry; t: PluginViewProps<CatalogueStringKey>['t'] }) {
  const links = walletStoreLinks(wallet)
  // The line's place is kept without links: every row is one height.
  if (links.length === 0) return <div className="stores" />
  return (
    <ul className="stores" aria-label={t('storesOf', { name: wallet.name })}>
      {links.map(({ store, url }) => (
        <li key={store}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {STORE_NAMES[store]}
          </a>
        </li>
      ))}
    </ul>
  )
}
