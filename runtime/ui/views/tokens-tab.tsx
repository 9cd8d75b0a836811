import { useEffect } from 'react'
import { formatFiat, formatTokenQuantity } from '../../controllers/tokens.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { TokenIcon } from '../components/token-icon.tsx'

/** Tokens tab: the account's token balances and their total, 2 decimals (spec section 9). */
export function TokensTab({ portkit }: { portkit: Portkit }) {
  const tokens = useSignalValue(portkit.tokens.tokenBalances)
  const total = useSignalValue(portkit.tokens.totalValue)
  const loading = useSignalValue(portkit.tokens.loading)
  const caipAddress = useSignalValue(portkit.state.activeCaipAddress)
  useEffect(() => {
    if (caipAddress) void portkit.tokens.refresh()
  }, [portkit, caipAddress])

  if (loading && tokens.length === 0)
    return <div className="spinner" role="progressbar" aria-label="Loading" />
  if (tokens.length === 0) return <p className="muted">No tokens</p>
  return (
    <>
      <p className="total" data-testid="token-total">
        ${total}
      </p>
      <ul className="list" aria-label="Tokens">
        {tokens.map((token) => (
          <li key={token.address ?? 'native'} className="token-row" data-testid={`token-${token.symbol}`}>
            <TokenIcon portkit={portkit} src={token.iconUrl} />
            <span className="name">
              <span>{token.name}</span>
              <span className="sub">{token.symbol}</span>
            </span>
            <span className="amount">
              <span data-testid="token-quantity">{formatTokenQuantity(token.quantity.numeric)}</span>
              <span className="sub"> ${formatFiat(token.value ?? 0)}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
