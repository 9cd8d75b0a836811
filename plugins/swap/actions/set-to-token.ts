import { sameAddress } from '../addresses.ts'
import type { SwapHost } from './context.ts'
import { scheduleQuote } from './schedule-quote.ts'

/** Picks the bought token; picking the sold one swaps the two sides. A quote is asked. */
export function setToToken(host: SwapHost, caipAddress: string | undefined): void {
  const { from, to } = host.state
  if (sameAddress(caipAddress, from.value)) from.value = to.value
  to.value = caipAddress
  scheduleQuote(host)
}
