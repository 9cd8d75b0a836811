import { randomUUID } from 'node:crypto'
import { NATIVE_CURRENCY, FIXTURE_TOKENS } from '../../../contracts/fixture-tokens.ts'
import { badRequest } from '../../http/api-error.ts'
import type { DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { fiatRate, priceIn } from '../price-table.ts'
import { PAYMENT_CURRENCIES, PAYMENT_METHOD_LIMITS, purchaseCurrencies } from './onramp-catalogue.ts'

/** Spec section 9: provider fees range from 1 to 2 %; the devnet charges the middle. */
export const ONRAMP_FEE_PERCENT = 1.5

/** GET /v1/onramp/options */
export function getOnrampOptionsHandler(context: DataApiContext): DataApiHandler<'getOnrampOptions'> {
  return () => ({
    json: { purchaseCurrencies: purchaseCurrencies(context.chains), paymentCurrencies: PAYMENT_CURRENCIES },
  })
}

/** Spec section 5: optional minus, digits, optional dot and digits. Amounts to pay must also be positive. */
const DECIMAL = /^-?\d+(\.\d+)?$/

/** POST /v1/onramp/quote: the fee, and what the rest buys at the price table's price. */
export function getOnrampQuoteHandler(): DataApiHandler<'getOnrampQuote'> {
  return ({ body }) => {
    const fiat = body.paymentCurrency.id
    const rate = fiatRate(fiat, 'body.paymentCurrency.id')
    const symbol = body.purchaseCurrency.symbol
    const asset = [NATIVE_CURRENCY, ...FIXTURE_TOKENS].find((candidate) => candidate.symbol === symbol)
    if (!asset || asset.priceUsd <= 0) {
      throw badRequest('body.purchaseCurrency.symbol', `The devnet does not sell ${JSON.stringify(symbol)}`)
    }
    if (!DECIMAL.test(body.amount)) throw badRequest('body.amount', 'Number is not a valid decimal number')
    const amount = Number(body.amount)
    const min = Math.min(...PAYMENT_METHOD_LIMITS.map((limit) => Number(limit.min)))
    const max = Math.max(...PAYMENT_METHOD_LIMITS.map((limit) => Number(limit.max)))
    if (amount < min || amount > max) {
      throw badRequest(
        'body.amount',
        `The amount must be from ${min.toFixed(2)} to ${max.toFixed(2)} ${fiat}`,
      )
    }
    const fee = Math.round(amount * ONRAMP_FEE_PERCENT) / 100
    const subtotal = amount - fee
    const bought = subtotal / priceIn(asset.priceUsd, rate)
    const money = (value: number) => ({ amount: value.toFixed(2), currency: fiat })
    return {
      json: {
        fee: money(fee),
        subtotal: money(subtotal),
        total: money(amount),
        purchaseAmount: { amount: bought.toFixed(8), currency: symbol },
        quoteId: randomUUID(),
      },
    }
  }
}

/** POST /v1/generators/onrampurl: a devnet page standing in for the provider (nothing is bought). */
export function generateOnrampUrlHandler(dataApiUrl: string): DataApiHandler<'generateOnrampUrl'> {
  return ({ body }) => {
    const url = new URL(`${dataApiUrl}${ONRAMP_PAGE_PATH}`)
    url.searchParams.set('wallet', body.destinationWallets[0]?.address ?? '')
    url.searchParams.set('partnerUserId', body.partnerUserId)
    if (body.defaultNetwork) url.searchParams.set('network', body.defaultNetwork)
    if (body.presetFiatAmount !== undefined) url.searchParams.set('fiat', String(body.presetFiatAmount))
    if (body.presetCryptoAmount !== undefined) url.searchParams.set('crypto', String(body.presetCryptoAmount))
    return { json: { url: url.href } }
  }
}

export const ONRAMP_PAGE_PATH = '/devnet/onramp'
