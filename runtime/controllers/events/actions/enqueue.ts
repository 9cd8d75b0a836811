import type { AnalyticsEvent, AnalyticsService } from '../../../services/analytics.ts'
import type { EventsHost } from './context.ts'
import { reportFailure } from './report-failure.ts'

/** Hands `events` over for posting (before the outbox with `first`), after the posts already queued. */
export function enqueue(host: EventsHost, events: AnalyticsEvent[], first = false): void {
  const { service } = host.deps
  const { runs } = host.state
  if (!service || events.length === 0) return
  runs.outbox = first ? [...events, ...runs.outbox] : [...runs.outbox, ...events]
  runs.queue = runs.queue.then(() => drain(host, service))
}

/** Posts the outbox in order. An event leaves the outbox only when posted, so a page going away keeps it. */
async function drain(host: EventsHost, service: AnalyticsService): Promise<void> {
  const { runs } = host.state
  while (runs.outbox.length > 0) {
    if (!(await projectAllows(host, service))) {
      runs.outbox = []
      return
    }
    const event = runs.outbox.shift()
    if (event) await service.send(event).catch((error: unknown) => reportFailure(host, error))
  }
}

/** The project's analytics setting, asked once. */
async function projectAllows(host: EventsHost, service: AnalyticsService): Promise<boolean> {
  const { runs } = host.state
  runs.projectEnabled ??= service.isEnabled().then(
    (enabled) => (runs.projectFlag = enabled),
    (error: unknown) => {
      runs.projectFlag = false
      throw error
    },
  )
  try {
    return await runs.projectEnabled
  } catch (error) {
    reportFailure(host, error)
    return false
  }
}
