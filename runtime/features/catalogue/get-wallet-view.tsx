import { useEffect } from 'react'
import { safeHttpUrl } from '../../core/safe-url.ts'
import type { WalletEntry } from '../../core/types.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { onListKeyDown } from '../../ui/components/list-keys.ts'
import { WalletImage } from './wallet-image.tsx'
import { WalletSkeletons } from './wallet-skeletons.tsx'
import type { CatalogueStringKey } from './strings.ts'
import { CATALOGUE_CSS } from './catalogue-styles.ts'

/** How many wallets the view offers: a short choice, not the whole catalogue (All Wallets has that). */
const SHOWN = 8

/**
 * The page a wallet is got from: its web app, else a desktop or mobile link that is a web address. App
 * schemes (`metamask://`) open nothing for a visitor without the app, and `javascript:` / `data:` links are
 * refused (core/safe-url.ts).
 */
export function getWalletUrl(wallet: WalletEntry): string | undefined {
  return (
    safeHttpUrl(wallet.webapp_link) ?? safeHttpUrl(wallet.desktop_link) ?? safeHttpUrl(wallet.mobile_link)
  )
}

/**
 * "Get a wallet": wallets of the catalogue with the page to get each from, opened in a new tab with no
 * handle on this page. Skeleton rows hold the list's place while the catalogue loads.
 */
export default function GetWalletView({ portkit, t }: PluginViewProps<CatalogueStringKey>) {
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
      <style>{CATALOGUE_CSS}</style>
      <p className="muted">{t('getWalletLead')}</p>
      <ErrorText message={error} />
      {!loaded && !error ? (
        <WalletSkeletons count={SHOWN} label={t('loadingWallets')} />
      ) : (
        <ul className="list" aria-label={t('getWalletList')} onKeyDown={onListKeyDown}>
          {offered.map(({ wallet, url }) => (
            <li key={wallet.id}>
              <a className="row" href={url} target="_blank" rel="noopener noreferrer">
                <WalletImage portkit={portkit} src={catalogue.imageUrl(wallet)} />
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
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
