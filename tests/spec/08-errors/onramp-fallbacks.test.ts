import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_ONRAMP_OPTIONS } from '../../../plugins/onramp/constants.ts'
import { onrampHarness, SERVED_OPTIONS, until } from '../../support/onramp-harness.ts'

// Spec section 8, Fallbacks: on-ramp options failure falls back to built-in defaults; quote failure returns
// a placeholder quote with the entered amount and id 'mocked-quote-id'. Section 7: the quote request body.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

async function harness() {
  const made = await onrampHarness()
  closes.push(made.close)
  return made
}

describe('spec 8: on-ramp options fallback', () => {
  it("uses the service's options when GET /v1/onramp/options answers", async () => {
    const { onramp, calls } = await harness()
    await onramp.loadOptions()
    expect(calls('/v1/onramp/options')).toHaveLength(1)
    expect(onramp.options.value).toEqual(SERVED_OPTIONS)
    expect(onramp.optionsFallback.value).toBe(false)
  })

  it('falls back to the built-in defaults (USD and EUR with the spec limits) when the call fails', async () => {
    const { onramp, script, calls } = await harness()
    script.optionsDown = true
    await onramp.loadOptions()
    expect(calls('/v1/onramp/options')).toHaveLength(1)
    expect(onramp.options.value).toEqual(DEFAULT_ONRAMP_OPTIONS)
    expect(onramp.optionsFallback.value).toBe(true)
    expect(onramp.options.value.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    // The form still works on the defaults: a quote is asked for ETH.
    onramp.setAmount('50')
    await until(() => onramp.quote.value !== undefined)
    expect(onramp.quote.value?.purchaseAmount.currency).toBe('PUSD')
    expect(JSON.parse(calls('/v1/onramp/quote')[0]!.body).purchaseCurrency.id).toBe('ETH')
  })
})

describe('spec 7/8: on-ramp quote', () => {
  it('POST /v1/onramp/quote with purchaseCurrency, paymentCurrency, amount, network; shows its figures', async () => {
    const { onramp, calls } = await harness()
    await onramp.loadOptions()
    onramp.setAmount('50')
    await until(() => onramp.check.value.ready)
    const body = JSON.parse(calls('/v1/onramp/quote')[0]!.body)
    expect(body).toEqual({
      purchaseCurrency: SERVED_OPTIONS.purchaseCurrencies[0],
      paymentCurrency: SERVED_OPTIONS.paymentCurrencies[0],
      amount: '50',
      network: 'portkit-devnet-alpha',
    })
    expect(onramp.quote.value).toMatchObject({
      fee: { amount: '0.75', currency: 'USD' },
      subtotal: { amount: '49.25', currency: 'USD' },
      total: { amount: '50.00', currency: 'USD' },
      purchaseAmount: { amount: '49.25000000', currency: 'PUSD' },
      quoteId: 'live-quote-1',
      mocked: false,
    })
  })

  it("a failed quote call gives the placeholder: the entered amount and id 'mocked-quote-id'", async () => {
    const { onramp, script, calls } = await harness()
    script.quoteDown = true
    await onramp.loadOptions()
    onramp.setAmount('50')
    await until(() => onramp.quote.value !== undefined)
    expect(calls('/v1/onramp/quote')).toHaveLength(1)
    expect(onramp.quote.value).toMatchObject({
      subtotal: { amount: '50', currency: 'USD' },
      total: { amount: '50', currency: 'USD' },
      purchaseAmount: { amount: '50', currency: 'PUSD' },
      quoteId: 'mocked-quote-id',
      mocked: true,
    })
    // The visitor can still go on to the provider, who shows the final price.
    expect(onramp.check.value.ready).toBe(true)
  })
})
