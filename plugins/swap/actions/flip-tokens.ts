import type { SwapHost } from './context.ts'
import { loadBalances } from './load-balances.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** Sold and bought change places; the amount stays. */
export function flipTokens(host: SwapHost): void {
  const { state } = host
  const sold = state.from.value
  state.from.value = state.to.value
  state.to.value = sold
  void loadBalances(host)
  scheduleQuote(host)
}
