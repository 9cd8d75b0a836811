import type { OnrampHost } from './context.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** The payment method picked: the quote is asked again, as for any change of the form. */
export function setMethod(host: OnrampHost, value: string): void {
  host.state.method.value = value
  scheduleQuote(host)
}
