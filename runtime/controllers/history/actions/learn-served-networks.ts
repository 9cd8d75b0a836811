import type { HistoryHost } from './context.ts'

/** Asks the data API which networks it has history for (once it answered, nothing more). */
export async function learnServedNetworks({ deps, state }: HistoryHost): Promise<void> {
  if (state.served.value) return
  // Unanswered, Activity stays offered: its own fetch reports the failure.
  state.served.value = await deps.supportedChains().catch(() => undefined)
}
