import type { OnrampHost } from './context.ts'

/** The purchase watch ends: its pending read is dropped and the status goes. */
export function stopWatching(host: OnrampHost): void {
  const { state } = host
  state.runs.watch++
  clearTimeout(state.runs.watchTimer)
  state.purchaseStatus.value = undefined
}
