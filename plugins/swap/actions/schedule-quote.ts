import type { SwapHost } from './context.ts'
import { requestQuote } from './request-quote.ts'

/** Asks for a quote once the visitor has stopped typing for the debounce time (spec section 9). */
export function scheduleQuote(host: SwapHost): void {
  const { state } = host
  clearTimeout(state.runs.quoteTimer)
  // A quote already on its way answers a form that is gone: the new run number drops it.
  state.runs.quote++
  state.error.value = undefined
  state.quoteError.value = undefined
  state.quote.value = undefined
  state.quoting.value = state.amountUnits.value !== undefined && !!state.to.value
  if (!state.quoting.value) return
  state.runs.quoteTimer = setTimeout(() => void requestQuote(host), host.debounceMs)
}
