import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useRef, useState } from 'react'
import { DEBOUNCE_MS } from '../../core/constants.ts'
import type { CatalogueController } from '../../controllers/catalogue.ts'
import { installedConnectorFor } from '../../controllers/wallet-selection.ts'
import type { WalletEntry } from '../../core/types.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { LegalCheckbox, useAsksForLegalConsent } from '../../ui/components/legal.tsx'
import { onListKeyDown } from '../../ui/components/list-keys.ts'
import { usePhonePairing } from '../../ui/components/walletconnect-rows.tsx'
import { CATALOGUE_CSS } from './catalogue-styles.ts'
import type { CatalogueStringKey } from './strings.ts'
import { WalletImage } from './wallet-image.tsx'
import { WalletSkeletons } from './wallet-skeletons.tsx'
import { useStyles } from '../../ui/adopt-styles.ts'

/** Recent: connected from this browser lately (spec section 4, at most 2); Installed: a browser wallet here. */
type WalletBadge = 'recent' | 'installed'

const ROW_HEIGHT = 58
/** Block size of `.wallet-scroller` in catalogue-styles.ts. */
const SCROLLER_HEIGHT = 360
/** Skeleton rows that fill the scroller while the first page loads. */
const SKELETON_ROWS = Math.ceil(SCROLLER_HEIGHT / ROW_HEIGHT)

type T = PluginViewProps<CatalogueStringKey>['t']

/**
 * AllWallets (spec sections 2, 7 and 9): the catalogue with recent wallets on top, paged by 40 as the
 * visitor scrolls, searchable (100 results). Only the rows in view are in the DOM.
 */
export default function AllWalletsView({ portkit, t }: PluginViewProps<CatalogueStringKey>) {
  useStyles(CATALOGUE_CSS)
  const catalogue = portkit.feature('catalogue')
  const error = useSignalValue(catalogue.error)
  const [query, setQuery] = useCatalogueSearch(catalogue)
  // Opened without the Connect view (a phone with no chain adapters, a host's open()) the legal checkbox,
  // when the config asks for one, is here: the rows wait for it.
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  const asksConsent = useAsksForLegalConsent(portkit)
  usePhonePairing(portkit, mayConnect)
  useEffect(() => {
    void catalogue.load().then(() => catalogue.prefetchImages(catalogue.wallets.value))
  }, [catalogue])
  return (
    <div className="view">
      {asksConsent ? <LegalCheckbox portkit={portkit} autoFocus={!mayConnect} /> : null}
      <input
        className="search"
        type="search"
        aria-label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        data-autofocus={asksConsent ? undefined : ''}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ErrorText message={error} />
      <WalletScroller portkit={portkit} t={t} disabled={!mayConnect} />
    </div>
  )
}

/** The search field's text; the catalogue searches once typing pauses (at once when it is emptied). */
function useCatalogueSearch(catalogue: CatalogueController) {
  const [query, setQuery] = useState(catalogue.searchText.peek())
  useEffect(() => {
    if (query === catalogue.searchText.value) return
    const timer = setTimeout(() => void catalogue.search(query), query ? DEBOUNCE_MS : 0)
    return () => clearTimeout(timer)
  }, [catalogue, query])
  return [query, setQuery] as const
}

/** The rows' badge text: Recent before Installed, none for the others. */
function useBadgeText(portkit: PluginPortkit, t: T) {
  const recent = useSignalValue(portkit.recentWallets.wallets)
  const connectors = useSignalValue(portkit.state.connectors)
  const badgeOf = (wallet: WalletEntry): WalletBadge | undefined =>
    recent.some((entry) => entry.id === wallet.id)
      ? 'recent'
      : installedConnectorFor(
            wallet,
            connectors.filter((connector) => !connector.pairing),
          )
        ? 'installed'
        : undefined
  return (wallet: WalletEntry) => {
    const badge = badgeOf(wallet)
    return badge ? t(badge) : undefined
  }
}

/** The wallets (the search's results while there is a search) in a fixed box, paged in as it scrolls. */
function WalletScroller({ portkit, t, disabled }: { portkit: PluginPortkit; t: T; disabled: boolean }) {
  const catalogue = portkit.feature('catalogue')
  const all = useSignalValue(catalogue.wallets)
  const results = useSignalValue(catalogue.searchResults)
  const searching = useSignalValue(catalogue.searchText).trim() !== ''
  const loading = useSignalValue(catalogue.loading)
  const loaded = useSignalValue(catalogue.loaded)
  const error = useSignalValue(catalogue.error)
  const badgeText = useBadgeText(portkit, t)
  const scroller = useRef<HTMLDivElement>(null)
  const wallets = searching ? results : all
  const virtualizer = useVirtualizer({
    count: wallets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // The scroller's CSS size: rows render on the first pass instead of after the first resize report.
    initialRect: { width: 328, height: SCROLLER_HEIGHT },
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items[items.length - 1]?.index ?? 0
  // Near the end of the list, the next page of 40.
  useEffect(() => {
    if (!searching && wallets.length > 0 && lastIndex >= wallets.length - 8) void catalogue.loadMore()
  }, [catalogue, lastIndex, wallets.length, searching])
  return (
    <div ref={scroller} className="wallet-scroller" data-testid="all-wallets-scroller">
      {/* In the scroller's fixed box: the rows replace the skeletons without the modal changing size. */}
      {wallets.length === 0 && !loaded && !error && !searching ? (
        <WalletSkeletons count={SKELETON_ROWS} label={t('loadingWallets')} />
      ) : null}
      {/* Where the rows would be, not under the empty box. */}
      {searching && !loading && results.length === 0 ? <p className="muted">{t('noWalletFound')}</p> : null}
      <ul
        className="list"
        aria-label={t('listLabel')}
        aria-busy={loading}
        onKeyDown={onListKeyDown}
        style={{ blockSize: virtualizer.getTotalSize(), position: 'relative', display: 'block' }}
      >
        {items.map((item) => {
          const wallet = wallets[item.index] as WalletEntry
          return (
            <WalletRow
              key={wallet.id}
              portkit={portkit}
              wallet={wallet}
              start={item.start}
              badge={badgeText(wallet)}
              disabled={disabled}
            />
          )
        })}
      </ul>
    </div>
  )
}

/** One row; memoised, so a scroll renders only the rows that came into view. */
const WalletRow = memo(function WalletRow({
  portkit,
  wallet,
  start,
  badge,
  disabled,
}: {
  portkit: PluginPortkit
  wallet: WalletEntry
  start: number
  badge: string | undefined
  disabled: boolean
}) {
  return (
    <li className="wallet-row" style={{ blockSize: ROW_HEIGHT, transform: `translateY(${start}px)` }}>
      <button
        type="button"
        className="row"
        disabled={disabled}
        onClick={() => portkit.startConnection.chooseWallet(portkit.feature('catalogue').withIcon(wallet))}
      >
        <WalletImage portkit={portkit} wallet={wallet} />
        <span className="name" dir="auto">
          {wallet.name}
        </span>
        {badge ? <span className="tag">{badge}</span> : null}
      </button>
    </li>
  )
})
