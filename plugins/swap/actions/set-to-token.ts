import { sameAddress } from '../addresses.ts'
import type { SwapHost } from './context.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** Picks the bought token; picking the sold one swaps the two sides. A quote is asked. */
export function setToToken(host: SwapHost, caipAddress: string | undefined): void {
  const { state } = host
  if (sameAddress(caipAddress, state.from.value)) state.from.value = state.to.value
  state.to.value = caipAddress
  scheduleQuote(host)
}
