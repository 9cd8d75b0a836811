import type { OnrampHost } from './context.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** The currency bought, by its id: the quote is asked again, as for any change of the form. */
export function setPurchase(host: OnrampHost, value: string): void {
  host.state.purchase.value = value
  scheduleQuote(host)
}
