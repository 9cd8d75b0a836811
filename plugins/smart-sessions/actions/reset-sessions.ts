import type { SmartSessionsHost } from './context.ts'

/** Another account or none: its sessions must not show, and a load still running is dropped. */
export function resetSessions({ state }: SmartSessionsHost): void {
  state.runs.load++
  state.sessions.value = []
  state.loading.value = false
  state.loadError.value = undefined
  state.error.value = undefined
  state.supported.value = undefined
}
