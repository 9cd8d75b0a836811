import type { OnrampHost } from './context.ts'
import { fetchQuote } from './fetch-quote.ts'

/** The form changed: the last buy's error goes, and a quote is asked once the visitor stops typing. */
export function scheduleQuote(host: OnrampHost): void {
  const { state } = host
  clearTimeout(state.runs.quoteTimer)
  state.error.value = undefined
  if (state.problem.value) return
  state.runs.quoteTimer = setTimeout(() => void fetchQuote(host), host.debounceMs)
}
