import { useEffect } from 'react'
import type { PluginViewProps } from '../../runtime/plugins/index.ts'
import { useSignalValue } from '../../runtime/ui/plugin-ui.ts'
import { ONRAMP_PROVIDERS, type OnrampProviderId } from './constants.ts'
import { ONRAMP_CSS } from './onramp-styles.ts'
import type { OnrampStringKey } from './strings.ts'
import { useStyles } from '../../runtime/ui/plugin-ui.ts'

const KNOWN_METHODS: readonly string[] = ['card', 'ach_bank_account']

/** Buy crypto (spec sections 1 and 9): currency, payment method, amount, quote, then the provider's page. */
export default function OnrampView({ portkit, t }: PluginViewProps<OnrampStringKey>) {
  useStyles(ONRAMP_CSS)
  const onramp = portkit.feature('onramp')
  const options = useSignalValue(onramp.options)
  const loaded = useSignalValue(onramp.optionsLoaded)
  const fallback = useSignalValue(onramp.optionsFallback)
  const currency = useSignalValue(onramp.currency)
  const method = useSignalValue(onramp.method)
  const amount = useSignalValue(onramp.amount)
  const purchase = useSignalValue(onramp.purchaseCurrency)
  const provider = useSignalValue(onramp.provider)
  const providers = useSignalValue(onramp.providers)
  const quote = useSignalValue(onramp.quote)
  const purchaseStatus = useSignalValue(onramp.purchaseStatus)
  const check = useSignalValue(onramp.check)
  const chain = useSignalValue(portkit.state.activeChainState)

  useEffect(() => {
    void onramp.loadOptions()
  }, [onramp])

  if (chain?.status !== 'connected') return <p className="muted">{t('notConnected')}</p>
  if (!loaded) return <p className="muted">{t('loadingOptions')}</p>

  const methods =
    options.paymentCurrencies.find((candidate) => candidate.id === currency)?.payment_method_limits ?? []
  const errorText = check.ready ? undefined : check.error

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
            {KNOWN_METHODS.includes(limit.id) ? t(limit.id as OnrampStringKey) : limit.id}
          </label>
        ))}
      </fieldset>
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
      {quote ? (
        <dl className="onramp-quote" data-testid="onramp-quote">
          <div>
            <dt>{t('fee')}</dt>
            <dd data-testid="onramp-fee">
              {quote.fee.amount} {quote.fee.currency}
            </dd>
          </div>
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>
              {quote.subtotal.amount} {quote.subtotal.currency}
            </dd>
          </div>
          <div>
            <dt>{t('total')}</dt>
            <dd data-testid="onramp-total">
              {quote.total.amount} {quote.total.currency}
            </dd>
          </div>
          <div>
            <dt>{t('purchaseAmount')}</dt>
            <dd data-testid="onramp-purchase-amount">
              {quote.purchaseAmount.amount} {quote.purchaseAmount.currency}
            </dd>
          </div>
          <div>
            <dt>{t('quote')}</dt>
            <dd data-testid="onramp-quote-id">{quote.quoteId}</dd>
          </div>
        </dl>
      ) : null}
      {quote?.mocked ? <p className="onramp-note">{t('mockedQuote')}</p> : null}
      {errorText ? (
        <p className="error" role="alert">
          {errorText}
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
    </form>
  )
}
