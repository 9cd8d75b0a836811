import { useCallback, useEffect, useState } from 'react'
import { formatDecimal } from '../../core/i18n/intl-format.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { shownAvatarUrl } from '../../ui/components/shown-image-url.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { fetchNfts, type Nft } from './nft-list.ts'
import type { TokensStringKey } from './strings.ts'
import { NFTS_CSS } from './tokens-styles.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

type NftsState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; nfts: Nft[] }

/**
 * The NFTs tab (spec section 2): the account's NFTs on the active network from the data API, each with
 * its name and preview image. Asked for when the tab shows (not before), again for another account.
 */
export default function NftsTab({ portkit, t }: PluginViewProps<TokensStringKey>) {
  useStyles(NFTS_CSS)
  const caipAddress = useSignalValue(portkit.state.activeCaipAddress)
  const [state, setState] = useState<NftsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  useEffect(() => {
    const client = portkit.services.dataApi
    if (!caipAddress || !client) return setState({ status: 'loaded', nfts: [] })
    let current = true
    setState({ status: 'loading' })
    fetchNfts(client, caipAddress).then(
      (nfts) => current && setState({ status: 'loaded', nfts }),
      () => current && setState({ status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [portkit, caipAddress, attempt])

  if (state.status === 'loading')
    return <div className="spinner" role="progressbar" aria-label={t('nftsLoading')} />
  if (state.status === 'failed')
    return (
      <div role="alert">
        <p className="muted">{t('nftsError')}</p>
        <button type="button" className="row" onClick={retry}>
          <span className="name">{t('nftsRetry')}</span>
        </button>
      </div>
    )
  if (state.nfts.length === 0) return <p className="muted">{t('noNfts')}</p>
  return (
    <>
      <ul className="nft-grid" aria-label={t('nftsLabel')}>
        {state.nfts.map((nft) => (
          <NftCard key={`${nft.collection.address}/${nft.tokenId}`} portkit={portkit} nft={nft} t={t} />
        ))}
      </ul>
    </>
  )
}

/** One NFT: preview image (or a placeholder), its name and collection as text, how many for ERC-1155. */
function NftCard({
  portkit,
  nft,
  t,
}: {
  portkit: PluginPortkit
  nft: Nft
  t: PluginViewProps<TokensStringKey>['t']
}) {
  const image = shownAvatarUrl(portkit, nft.imageUrl)
  const amount = BigInt(nft.amount)
  return (
    <li className="nft-card" data-testid="nft">
      {image ? (
        <img src={image} alt="" loading="lazy" referrerPolicy="no-referrer" />
      ) : (
        <span className="nft-placeholder" aria-hidden="true" />
      )}
      <span className="nft-name">{nft.name}</span>
      <span className="sub">
        {nft.collection.name}
        {amount > 1n
          ? ` · ${t('nftAmount', { amount: formatDecimal(nft.amount, portkit.i18n.locale.value) })}`
          : ''}
      </span>
    </li>
  )
}
