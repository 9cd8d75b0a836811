import { isDecimal } from '../../runtime/plugins/index.ts'
import type { OnrampOptions, PaymentMethodLimit } from './constants.ts'
import { ONRAMP_STRINGS, type OnrampStringKey } from './strings.ts'

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
 * text to show, or undefined when the amount is fine.
 */
export function amountProblem(
  amount: string,
  limit: PaymentMethodLimit | undefined,
  currency: string,
  method: string,
  t: (key: OnrampStringKey) => string = (key) => ONRAMP_STRINGS[key],
): string | undefined {
  const methodLabel = t(method === 'card' || method === 'ach_bank_account' ? method : 'paymentMethod')
  const fill = (text: string) =>
    text
      .replace('{method}', methodLabel.charAt(0).toLowerCase() + methodLabel.slice(1))
      .replace('{currency}', currency)
      .replace('{min}', limit?.min ?? '')
      .replace('{max}', limit?.max ?? '')
  if (!limit) return fill(t('noLimits'))
  const text = amount.trim()
  if (!isDecimal(text) || text.startsWith('-') || Number(text) <= 0) return t('enterAmount')
  if (Number(text) < Number(limit.min)) return fill(t('belowMinimum'))
  if (Number(text) > Number(limit.max)) return fill(t('aboveMaximum'))
  return undefined
}
