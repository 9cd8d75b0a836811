import { useEffect } from 'react'
import type { PluginViewProps } from '../../runtime/plugins/index.ts'
import { useSignalValue, useStyles } from '../../runtime/ui/plugin-ui.ts'
import type { CurrencyAmount } from './answers.ts'
import { ONRAMP_PROVIDERS, type OnrampProviderId } from './constants.ts'
import { isLabelledMethod, onrampMessageText, type OnrampController } from './onramp-controller.ts'
import { ONRAMP_CSS } from './onramp-styles.ts'
import type { OnrampStringKey } from './strings.ts'

/** What each part of the view is given; each reads the signals it shows, so it re-renders when one changes. */
interface PartProps {
  onramp: OnrampController
  t: PluginViewProps<OnrampStringKey>['t']
}

/** Buy crypto (spec sections 1 and 9): currency, payment method, amount, quote, then the provider's page. */
export default function OnrampView({ portkit, t }: PluginViewProps<OnrampStringKey>) {
  useStyles(ONRAMP_CSS)
  const onramp = portkit.feature('onramp')
  const loaded = useSignalValue(onramp.optionsLoaded)
  const fallback = useSignalValue(onramp.optionsFallback)
  const chain = useSignalValue(portkit.state.activeChainState)

  useEffect(() => {
    void onramp.loadOptions()
  }, [onramp])

  if (chain?.status !== 'connected') return <p className="muted">{t('notConnected')}</p>
  if (!loaded) return <p className="muted">{t('loadingOptions')}</p>

  return (
    <form
      className="view onramp"
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault()
        void onramp.buy()
      }}
    >
      {fallback ? <p className="onramp-note">{t('optionsFallback')}</p> : null}
      <AmountRow onramp={onramp} t={t} />
      <PaymentMethods onramp={onramp} t={t} />
      <AssetSelect onramp={onramp} t={t} />
      <ProviderSelect onramp={onramp} t={t} />
      <QuoteDetails onramp={onramp} t={t} />
      <CheckAndStatus onramp={onramp} t={t} />
    </form>
  )
}

/** The amount typed and the currency it is paid in. */
function AmountRow({ onramp, t }: PartProps) {
  const amount = useSignalValue(onramp.amount)
  const currency = useSignalValue(onramp.currency)
  const options = useSignalValue(onramp.options)
  return (
    <div className="onramp-row">
      <label className="field">
        {t('amount')}
        <input
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          data-autofocus=""
          value={amount}
          onChange={(event) => onramp.setAmount(event.target.value)}
        />
      </label>
      <label className="field">
        {t('currency')}
        <select value={currency} onChange={(event) => onramp.setCurrency(event.target.value)}>
          {options.paymentCurrencies.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.id}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

/** The payment methods of the chosen currency, as radio buttons. */
function PaymentMethods({ onramp, t }: PartProps) {
  const options = useSignalValue(onramp.options)
  const currency = useSignalValue(onramp.currency)
  const method = useSignalValue(onramp.method)
  const methods =
    options.paymentCurrencies.find((candidate) => candidate.id === currency)?.payment_method_limits ?? []
  return (
    <fieldset className="onramp-methods">
      <legend className="onramp-note">{t('paymentMethod')}</legend>
      {methods.map((limit) => (
        <label key={limit.id}>
          <input
            type="radio"
            name="onramp-method"
            value={limit.id}
            checked={method === limit.id}
            onChange={() => onramp.setMethod(limit.id)}
          />{' '}
          {isLabelledMethod(limit.id) ? t(limit.id) : limit.id}
        </label>
      ))}
    </fieldset>
  )
}

/** The currency bought. */
function AssetSelect({ onramp, t }: PartProps) {
  const options = useSignalValue(onramp.options)
  const purchase = useSignalValue(onramp.purchaseCurrency)
  return (
    <label className="field">
      {t('asset')}
      <select value={purchase?.id ?? ''} onChange={(event) => onramp.setPurchase(event.target.value)}>
        {options.purchaseCurrencies.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.symbol}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The providers of the active network, each with its fee range. */
function ProviderSelect({ onramp, t }: PartProps) {
  const provider = useSignalValue(onramp.provider)
  const providers = useSignalValue(onramp.providers)
  return (
    <label className="field">
      {t('provider')}
      <select
        value={provider ?? ''}
        onChange={(event) => onramp.setProvider(event.target.value as OnrampProviderId)}
      >
        {ONRAMP_PROVIDERS.filter((candidate) => providers.includes(candidate.id)).map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {t('providerOption', {
              name: candidate.name,
              min: candidate.feePercent.min,
              max: candidate.feePercent.max,
            })}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The quote of the form as it stands, and a note when it is the placeholder. */
function QuoteDetails({ onramp, t }: PartProps) {
  const quote = useSignalValue(onramp.quote)
  if (!quote) return null
  return (
    <>
      <dl className="onramp-quote" data-testid="onramp-quote">
        <Figure label={t('fee')} money={quote.fee} testId="onramp-fee" />
        <Figure label={t('subtotal')} money={quote.subtotal} />
        <Figure label={t('total')} money={quote.total} testId="onramp-total" />
        <Figure label={t('purchaseAmount')} money={quote.purchaseAmount} testId="onramp-purchase-amount" />
        <div>
          <dt>{t('quote')}</dt>
          <dd data-testid="onramp-quote-id">{quote.quoteId}</dd>
        </div>
      </dl>
      {quote.mocked ? <p className="onramp-note">{t('mockedQuote')}</p> : null}
    </>
  )
}

/** One line of the quote: its label and the amount with its currency. */
function Figure({ label, money, testId }: { label: string; money: CurrencyAmount; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {money.amount} {money.currency}
      </dd>
    </div>
  )
}

/** Why the button waits (if it does), the purchase made in the provider's tab, and the button. */
function CheckAndStatus({ onramp, t }: PartProps) {
  const check = useSignalValue(onramp.check)
  const purchaseStatus = useSignalValue(onramp.purchaseStatus)
  const error = check.ready ? undefined : check.error
  return (
    <>
      {error ? (
        <p className="error" role="alert">
          {onrampMessageText(error, t)}
        </p>
      ) : null}
      {purchaseStatus ? (
        <p className="onramp-note" role="status" data-testid="onramp-purchase-status">
          {purchaseStatus.status === 'waiting'
            ? t('waitingForPurchase')
            : `${t('purchaseComplete')}: +${purchaseStatus.amount} ${purchaseStatus.symbol}`}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={!check.ready}>
        {t(check.label)}
      </button>
    </>
  )
}
