import { useEffect } from 'react'
import { formatBalance, formatUnits, messageText, type PluginViewProps } from '../../runtime/plugins/index.ts'
import { useSignalValue, useStyles } from '../../runtime/ui/plugin-ui.ts'
import { SWAP_SLIPPAGE } from './constants.ts'
import type { SwapStringKey } from './strings.ts'
import {
  formatPercent,
  minimumReceived,
  nativeTokenAddress,
  type SwapArguments,
  type SwapController,
} from './swap-controller.ts'
import { SWAP_CSS } from './swap-styles.ts'

/** What each part of the view is given; each reads the signals it shows, so it re-renders when one changes. */
interface PartProps {
  swap: SwapController
  t: PluginViewProps<SwapStringKey>['t']
}

/** Swap (spec section 2: opened from the account menu, or by the host with swap arguments). */
export default function SwapView({ portkit, t, params }: PluginViewProps<SwapStringKey>) {
  useStyles(SWAP_CSS)
  const swap = portkit.feature('swap')
  const network = useSignalValue(swap.network)
  const supported = useSignalValue(swap.supported)
  const tokensError = useSignalValue(swap.tokensError)
  const priceImpact = useSignalValue(swap.priceImpact)
  const highPriceImpact = useSignalValue(swap.highPriceImpact)
  const check = useSignalValue(swap.check)
  const chain = useSignalValue(portkit.state.activeChainState)

  const networkId = network?.caipNetworkId
  useEffect(() => {
    void swap.open(swapArguments(params))
    // The host's arguments apply when the view opens; a network change reloads the lists.
  }, [swap, params, networkId])

  if (chain?.status !== 'connected') return <p className="muted">{t('notConnected')}</p>
  if (!supported) return <NetworkErrors swap={swap} t={t} />
  const errorText = check.ready ? undefined : check.error

  return (
    <form
      className="view swap"
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault()
        void swap.swap()
      }}
    >
      {tokensError ? (
        <p className="error" role="alert">
          {messageText(tokensError, t)}
        </p>
      ) : null}
      <PaySide swap={swap} t={t} />
      <button type="button" className="swap-flip" aria-label={t('flip')} onClick={() => swap.flip()}>
        ⇅
      </button>
      <ReceiveSide swap={swap} t={t} />
      <QuoteDetails swap={swap} t={t} />
      {highPriceImpact && priceImpact !== undefined ? (
        <p className="swap-warning" data-testid="swap-impact-warning">
          {t('highPriceImpact').replace('{percent}', formatPercent(priceImpact))}
        </p>
      ) : null}
      {errorText ? (
        <p className="error" role="alert">
          {messageText(errorText, t)}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={!check.ready}>
        {t(check.label)}
      </button>
    </form>
  )
}

/** The view on a network without swaps. */
function NetworkErrors({ swap, t }: PartProps) {
  const networkErrors = useSignalValue(swap.networkErrors)
  const check = useSignalValue(swap.check)
  // What the swap calls threw on this network, once open() has asked them; the check's text until then.
  const messages = networkErrors.length > 0 ? networkErrors : check.ready || !check.error ? [] : [check.error]
  const texts = messages.map((message) => messageText(message, t))
  return (
    <div className="view swap">
      {texts.map((text) => (
        <p key={text} className="error" role="alert">
          {text}
        </p>
      ))}
    </div>
  )
}

/** The sold side: the amount typed, the token and its balance. */
function PaySide({ swap, t }: PartProps) {
  const amount = useSignalValue(swap.amount)
  const tokens = useSignalValue(swap.tokens)
  const from = useSignalValue(swap.from)
  const fromToken = useSignalValue(swap.fromToken)
  // Read so the balance re-renders when it arrives.
  useSignalValue(swap.balances)
  const held = swap.balanceOf(from)
  return (
    <section className="swap-side" aria-label={t('youPay')}>
      <h3>{t('youPay')}</h3>
      <div className="swap-row">
        <label className="field">
          {t('amount')}
          <input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            data-autofocus=""
            value={amount}
            onChange={(event) => swap.setAmount(event.target.value)}
          />
        </label>
        <TokenSelect
          label={t('token')}
          placeholder={t('selectToken')}
          tokens={tokens}
          value={from}
          onChange={(address) => swap.setFrom(address)}
        />
      </div>
      {fromToken && held !== undefined ? (
        <p className="swap-meta" data-testid="swap-balance">
          {t('balance')}: {formatBalance(held, fromToken.decimals)} {fromToken.symbol}
        </p>
      ) : null}
    </section>
  )
}

/** The bought side: the quoted amount and the token. */
function ReceiveSide({ swap, t }: PartProps) {
  const shownQuote = useSignalValue(swap.currentQuote)
  const toToken = useSignalValue(swap.toToken)
  const tokens = useSignalValue(swap.tokens)
  const to = useSignalValue(swap.to)
  return (
    <section className="swap-side" aria-label={t('youReceive')}>
      <h3>{t('youReceive')}</h3>
      <div className="swap-row">
        <output className="swap-output" data-testid="swap-to-amount" aria-label={t('youReceive')}>
          {shownQuote && toToken ? formatUnits(shownQuote.toAmount, toToken.decimals) : '—'}
        </output>
        <TokenSelect
          label={t('token')}
          placeholder={t('selectToken')}
          tokens={tokens}
          value={to}
          onChange={(address) => swap.setTo(address)}
        />
      </div>
    </section>
  )
}

/** Rate, minimum received, price impact, slippage and fee of the quote shown; nothing without one. */
function QuoteDetails({ swap, t }: PartProps) {
  const shownQuote = useSignalValue(swap.currentQuote)
  const fromToken = useSignalValue(swap.fromToken)
  const toToken = useSignalValue(swap.toToken)
  const priceImpact = useSignalValue(swap.priceImpact)
  const feePreview = useSignalValue(swap.feePreview)
  const network = useSignalValue(swap.network)
  // Read so the fee re-renders when the prices arrive.
  useSignalValue(swap.prices)
  if (!(shownQuote && fromToken && toToken && shownQuote.toAmount > 0n)) return null
  const native = network ? nativeTokenAddress(network) : undefined
  const feeUsd =
    feePreview !== undefined && network
      ? Number(formatUnits(feePreview, network.nativeCurrency.decimals)) * swap.priceOf(native)
      : undefined
  return (
    <dl className="swap-details">
      <div>
        <dt>{t('rate')}</dt>
        <dd>
          1 {fromToken.symbol} ≈{' '}
          {(
            Number(formatUnits(shownQuote.toAmount, toToken.decimals)) /
            Number(formatUnits(shownQuote.amount, fromToken.decimals))
          ).toPrecision(6)}{' '}
          {toToken.symbol}
        </dd>
      </div>
      <div>
        <dt>{t('minimumReceived')}</dt>
        <dd data-testid="swap-minimum">
          {formatUnits(minimumReceived(shownQuote.toAmount), toToken.decimals)} {toToken.symbol}
        </dd>
      </div>
      {priceImpact !== undefined ? (
        <div>
          <dt>{t('priceImpact')}</dt>
          <dd data-testid="swap-price-impact">{formatPercent(priceImpact)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('slippage')}</dt>
        <dd>{SWAP_SLIPPAGE}%</dd>
      </div>
      {feeUsd !== undefined ? (
        <div>
          <dt>{t('networkFee')}</dt>
          <dd>≈ ${feeUsd.toFixed(4)}</dd>
        </div>
      ) : null}
    </dl>
  )
}

/** One side's token picker: the list of swap tokens by symbol, keyed by address. */
function TokenSelect(props: {
  label: string
  placeholder: string
  tokens: readonly { address: string; symbol: string }[]
  value: string | undefined
  onChange(address: string | undefined): void
}) {
  return (
    <label className="field">
      {props.label}
      <select value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value || undefined)}>
        <option value="">{props.placeholder}</option>
        {props.tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The host's swap arguments from the pushed view's params; anything else is ignored. */
function swapArguments(params: Record<string, unknown> | undefined): SwapArguments {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return { fromToken: text(params?.fromToken), toToken: text(params?.toToken), amount: text(params?.amount) }
}
