import { isDecimal } from '../../runtime/plugins/index.ts'
import type { OnrampOptions, PaymentMethodLimit } from './constants.ts'
import type { OnrampMessage } from './messages.ts'

/** The limit of a payment method in a payment currency, from the options (spec section 9's by default). */
export function limitFor(
  options: OnrampOptions,
  currency: string,
  method: string,
): PaymentMethodLimit | undefined {
  return options.paymentCurrencies
    .find((candidate) => candidate.id === currency)
    ?.payment_method_limits.find((limit) => limit.id === method)
}

/**
 * Spec sections 5 and 9: the amount must be a positive decimal within the method's limits. Returns the
 * message to show, or undefined when the amount is fine.
 */
export function amountProblem(
  amount: string,
  limit: PaymentMethodLimit | undefined,
  currency: string,
  method: string,
): OnrampMessage | undefined {
  if (!limit) return { key: 'noLimits', values: { method, currency } }
  const text = amount.trim()
  if (!isDecimal(text) || text.startsWith('-') || Number(text) <= 0) return { key: 'enterAmount' }
  const values = { method, currency, min: limit.min, max: limit.max }
  if (Number(text) < Number(limit.min)) return { key: 'belowMinimum', values }
  if (Number(text) > Number(limit.max)) return { key: 'aboveMaximum', values }
  return undefined
}
