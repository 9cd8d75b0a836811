import type { OnrampHost } from './context.ts'
import { stopWatching } from './stop-watching.ts'

/** Another account or network: the amount, quote, error and purchase watch of the last one go. */
export function resetOnramp(host: OnrampHost): void {
  const { state } = host
  clearTimeout(state.runs.quoteTimer)
  stopWatching(host)
  state.runs.quote++
  state.amount.value = ''
  state.quote.value = undefined
  state.error.value = undefined
  state.opening.value = false
}
