import type { MessageValues, ShownMessage } from '../../runtime/plugins/index.ts'
import type { OnrampStringKey } from './strings.ts'

/**
 * What the controller hands the view to show (issue 31: never English): one of the plugin's keys with its
 * placeholder values, the view translates it. On-ramp shows no outside words, so only the keyed form.
 */
export type OnrampMessage = Extract<ShownMessage<OnrampStringKey>, { key: OnrampStringKey }>

type Translate = (key: OnrampStringKey, values?: MessageValues) => string

/** The payment methods the plugin has a label for; any other shows as its id (or 'payment method'). */
const LABELLED_METHODS: readonly string[] = ['card', 'ach_bank_account']

/** Whether `method` is one of the payment methods with a label among the plugin's strings. */
export function isLabelledMethod(method: string): method is 'card' | 'ach_bank_account' {
  return LABELLED_METHODS.includes(method)
}

/**
 * `message` in the visitor's words: `t` gives its key's text, and a `{method}` it names (a payment method's
 * id) reads as that method's label, lower-cased to sit inside the sentence.
 */
export function onrampMessageText(message: OnrampMessage, t: Translate): string {
  const method = message.values?.method
  if (typeof method !== 'string') return t(message.key, message.values)
  const label = t(isLabelledMethod(method) ? method : 'paymentMethod')
  return t(message.key, { ...message.values, method: label.charAt(0).toLowerCase() + label.slice(1) })
}
