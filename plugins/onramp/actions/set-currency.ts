import type { OnrampHost } from './context.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** The payment currency picked: the quote is asked again, as for any change of the form. */
export function setCurrency(host: OnrampHost, value: string): void {
  host.state.currency.value = value
  scheduleQuote(host)
}
