import { sameAddress } from '../addresses.ts'
import type { SwapHost } from './context.ts'
import { loadBalances } from './load-balances.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** Picks the sold token; picking the bought one swaps the two sides. Its balance is read, a quote asked. */
export function setFromToken(host: SwapHost, caipAddress: string | undefined): void {
  const { state } = host
  if (sameAddress(caipAddress, state.to.value)) state.to.value = state.from.value
  state.from.value = caipAddress
  void loadBalances(host)
  scheduleQuote(host)
}
