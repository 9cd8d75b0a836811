import { PAYMENT_CURRENCY_IDS, PAYMENT_METHOD_LIMITS } from '../../../plugins/onramp/constants.ts'
import { badRequest } from '../../http/api-error.ts'
import type { DataApiSchemas } from '../data-api-types.ts'
import { checkedAmount, OnrampInputError } from './onramp-order.ts'
import type { OnrampQuoteRequest } from './onramp-provider.ts'

/** A provider's own limit for paying with one method in one currency. */
export interface AmountRange {
  min: number
  max: number
}

/**
 * Spec section 9's payment currencies (USD, EUR) and methods (card, bank account) that the provider offers,
 * each limit narrowed to the provider's own where that is stricter: the spec's limits hold for every
 * provider. A currency left without a method is left out.
 */
export function paymentCurrenciesWithin(
  providerLimit: (currency: string, method: string) => AmountRange | undefined,
): DataApiSchemas['PaymentCurrency'][] {
  return PAYMENT_CURRENCY_IDS.flatMap((id) => {
    const limits = PAYMENT_METHOD_LIMITS.flatMap((spec) => {
      const offered = providerLimit(id, spec.id)
      if (!offered) return []
      const min = Math.max(Number(spec.min), offered.min)
      const max = Math.min(Number(spec.max), offered.max)
      return min <= max ? [{ id: spec.id, min: min.toFixed(2), max: max.toFixed(2) }] : []
    })
    return limits.length > 0 ? [{ id, payment_method_limits: limits }] : []
  })
}

/**
 * Spec sections 5 and 9 before a provider is asked for a quote: payment in USD or EUR, an amount that is a
 * decimal within the limits. A 400 naming the field otherwise.
 */
export function checkQuoteRequest(body: OnrampQuoteRequest): void {
  const currency = body.paymentCurrency.id
  if (!(PAYMENT_CURRENCY_IDS as readonly string[]).includes(currency))
    throw badRequest(
      'body.paymentCurrency.id',
      `Payment in ${JSON.stringify(currency)} is not offered; pay in ${PAYMENT_CURRENCY_IDS.join(' or ')}`,
    )
  try {
    checkedAmount(body.amount, currency)
  } catch (error) {
    if (error instanceof OnrampInputError) throw badRequest('body.amount', error.message)
    throw error
  }
}

/** Money as the data API answers it: two decimals and the currency's code. */
export const money = (amount: number, currency: string) => ({ amount: amount.toFixed(2), currency })
