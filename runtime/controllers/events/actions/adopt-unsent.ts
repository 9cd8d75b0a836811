import { takeUnsent } from '../unsent-store.ts'
import type { EventsHost } from './context.ts'
import { enqueue } from './enqueue.ts'

/** Unsent events of earlier pages: they are older than this page's and wait for its interaction too. */
export function adoptUnsent(host: EventsHost): void {
  const events = takeUnsent(host.deps.environment)
  const { runs } = host.state
  if (runs.interacted) enqueue(host, events, true)
  else runs.waiting = [...events, ...runs.waiting]
}
