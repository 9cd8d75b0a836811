import type { SwapHost } from './context.ts'
import { loadBalances } from './load-balances.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** Sold and bought change places; the amount stays. */
export function flipTokens(host: SwapHost): void {
  const { from, to } = host.state
  const sold = from.value
  from.value = to.value
  to.value = sold
  void loadBalances(host)
  scheduleQuote(host)
}
