import type { SwapHost } from './context.ts'

/** Empties the form; the quote and load on their way are dropped when they answer (their run is over). */
export function resetSwap({ state }: SwapHost): void {
  clearTimeout(state.runs.quoteTimer)
  state.runs.quote++
  state.runs.load++
  state.tokens.value = []
  state.from.value = undefined
  state.to.value = undefined
  state.amount.value = ''
  state.quote.value = undefined
  state.quoting.value = false
  state.quoteError.value = undefined
  state.prices.value = {}
  state.balances.value = {}
  state.gasPrice.value = undefined
  state.error.value = undefined
  state.tokensError.value = undefined
  state.networkErrors.value = []
}
