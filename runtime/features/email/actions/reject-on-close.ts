import type { EmailLoginHost } from './context.ts'

/**
 * Run on each change of the modal's open state: closing it with requests still waiting rejects them all
 * (a close, not the modal opening).
 */
export function rejectOnClose({ portkit, state }: EmailLoginHost): void {
  const open = portkit.state.isOpen.value
  const wasOpen = state.runs.modalWasOpen
  state.runs.modalWasOpen = open
  const waiting = state.approvals.peek()
  // A close after the last request settled (the view popped itself) leaves the others running.
  if (open || !wasOpen || waiting.length === 0) return
  // The visitor refused them (4001); requests already approved and signing in the frame finish.
  for (const pending of waiting) pending.reject()
}
