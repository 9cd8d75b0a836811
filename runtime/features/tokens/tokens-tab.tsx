import { useEffect } from 'react'
import { formatFiat } from '../../controllers/tokens.ts'
import { toCaipAddress } from '../../core/caip.ts'
import { formatTokenQuantity } from '../../core/format.ts'
import { formatDecimal, formatUsd } from '../../core/i18n/intl-format.ts'
import type { PluginViewProps } from '../../plugins/types.ts'
import type { TokensStringKey } from './strings.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { TokenIcon } from '../../ui/components/token-icon.tsx'
import { TOKENS_CSS } from './tokens-styles.ts'
import { useStyles } from '../../ui/adopt-styles.ts'

/** Tokens tab: the account's token balances and their total, 2 decimals (spec section 9). */
export default function TokensTab({ portkit, t }: PluginViewProps<TokensStringKey>) {
  useStyles(TOKENS_CSS)
  const locale = portkit.i18n.locale.value
  const controller = portkit.feature('tokens')
  const tokens = useSignalValue(controller.tokenBalances)
  const total = useSignalValue(controller.totalValue)
  const loading = useSignalValue(controller.loading)
  const caipAddress = useSignalValue(portkit.state.activeCaipAddress)
  const network = useSignalValue(portkit.state.activeCaipNetwork)
  // The token the host names for this network (`tokens` option) shows the image the host gave it.
  const configured = network ? portkit.state.config.tokens[network.caipNetworkId] : undefined
  const configuredImage = (address: string | undefined) =>
    configured?.image &&
    network &&
    address?.toLowerCase() === toCaipAddress(network.caipNetworkId, configured.address).toLowerCase()
      ? configured.image
      : undefined
  useEffect(() => {
    if (caipAddress) void controller.refresh()
  }, [controller, caipAddress])

  if (loading && tokens.length === 0)
    return <div className="spinner" role="progressbar" aria-label={t('loading')} />
  if (tokens.length === 0) return <p className="muted">{t('empty')}</p>
  return (
    <>
      <p className="total" data-testid="token-total">
        {formatUsd(total, locale)}
      </p>
      <ul className="list" aria-label={t('listLabel')}>
        {tokens.map((token) => (
          <li key={token.address ?? 'native'} className="token-row" data-testid={`token-${token.symbol}`}>
            <TokenIcon portkit={portkit} src={token.iconUrl} configured={configuredImage(token.address)} />
            <span className="name">
              <span>{token.name}</span>
              <span className="sub">{token.symbol}</span>
            </span>
            <span className="amount">
              <span data-testid="token-quantity">
                {formatDecimal(formatTokenQuantity(token.quantity.numeric), locale)}
              </span>
              <span className="sub"> {formatUsd(formatFiat(token.value ?? 0), locale)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
