import type { SwapHost } from './context.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** The sold amount as typed; its quote is asked once the typing stops. */
export function setAmount(host: SwapHost, text: string): void {
  host.state.amount.value = text
  scheduleQuote(host)
}
