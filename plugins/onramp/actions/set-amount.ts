import type { OnrampHost } from './context.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** The amount as typed; its quote is asked once the typing stops. */
export function setAmount(host: OnrampHost, value: string): void {
  host.state.amount.value = value
  scheduleQuote(host)
}
