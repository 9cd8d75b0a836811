import { contractAnswer, dataApiGuards, MOCKED_QUOTE_ID } from '../../runtime/plugins/index.ts'
import type { OnrampOptions } from './constants.ts'

export interface CurrencyAmount {
  amount: string
  currency: string
}

/** POST /v1/onramp/quote's answer; `mocked` marks spec section 8's placeholder. */
export interface OnrampQuote {
  fee: CurrencyAmount
  subtotal: CurrencyAmount
  total: CurrencyAmount
  purchaseAmount: CurrencyAmount
  quoteId: string
  mocked: boolean
}

/** GET /v1/onramp/options's answer as the contract has it, with something to buy and something to pay with. */
export async function servedOptions(data: unknown): Promise<OnrampOptions> {
  const options = contractAnswer(data, (await dataApiGuards()).isOnrampOptions, 'onramp options')
  if (options.purchaseCurrencies.length === 0 || options.paymentCurrencies.length === 0)
    throw new TypeError('Empty onramp options response')
  return options
}

/** POST /v1/onramp/quote's answer as the contract has it (and with an id): only its own figures are kept. */
export async function servedQuote(data: unknown): Promise<OnrampQuote> {
  const quote = contractAnswer(data, (await dataApiGuards()).isOnrampQuote, 'onramp quote')
  if (quote.quoteId === '') throw new TypeError('Malformed onramp quote response')
  const money = ({ amount, currency }: CurrencyAmount) => ({ amount, currency })
  return {
    fee: money(quote.fee),
    subtotal: money(quote.subtotal),
    total: money(quote.total),
    purchaseAmount: money(quote.purchaseAmount),
    quoteId: quote.quoteId,
    mocked: false,
  }
}

/** Spec section 8: a failed quote call gives a placeholder with the entered amount and 'mocked-quote-id'. */
export function mockedQuote(amount: string, currency: string, purchase: string): OnrampQuote {
  const money = { amount, currency }
  return {
    fee: { amount: '0.00', currency },
    subtotal: money,
    total: money,
    purchaseAmount: { amount, currency: purchase },
    quoteId: MOCKED_QUOTE_ID,
    mocked: true,
  }
}
