import type { EventsHost } from './context.ts'
import { enqueue } from './enqueue.ts'

/** The visitor clicked or typed: events may now be sent, the waiting ones first. */
export function noteInteraction(host: EventsHost): void {
  const { runs } = host.state
  if (runs.interacted) return
  runs.interacted = true
  const pending = runs.waiting
  runs.waiting = []
  enqueue(host, pending)
}
