import { keepUnsent } from '../unsent-store.ts'
import { isActive, type EventsHost } from './context.ts'
import { reportFailure } from './report-failure.ts'

/**
 * The page is hidden and may be gone next: what may be sent goes out now with keepalive, the rest is kept
 * for the next page (or this one, shown again).
 */
export function flushForUnload(host: EventsHost): void {
  const { service } = host.deps
  if (!service || !isActive(host)) return
  const { runs } = host.state
  const kept = runs.waiting
  runs.waiting = []
  const ready = runs.outbox
  runs.outbox = []
  for (const event of ready) {
    if (runs.projectFlag === false) continue
    if (runs.projectFlag === true && service.fitsKeepalive(event))
      void service.send(event).catch((error: unknown) => reportFailure(host, error))
    else kept.push(event)
  }
  keepUnsent(host.deps.environment, kept)
}
