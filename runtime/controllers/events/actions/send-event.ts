import type { AnalyticsEvent } from '../../../services/analytics.ts'
import type { TrackedEvent } from '../types.ts'
import { isActive, type EventsHost } from './context.ts'
import { enqueue } from './enqueue.ts'
import { publish } from './publish.ts'

/** Reaches the host's listeners always; the analytics service only under the controller's rules. */
export function sendEvent(host: EventsHost, tracked: TrackedEvent): void {
  publish(host, tracked)
  if (tracked.event === 'MODAL_CREATED' || !isActive(host)) return
  const { environment } = host.deps
  const address = host.deps.address()
  const event: AnalyticsEvent = {
    eventId: environment.uuid(),
    url: environment.pageUrl(),
    domain: environment.domain(),
    timestamp: environment.now(),
    props: {
      type: tracked.type,
      event: tracked.event,
      ...(address ? { address } : {}),
      // The contract types free-form event data as an open object.
      ...(tracked.properties ? { properties: tracked.properties as Record<string, never> } : {}),
    },
  }
  if (host.state.runs.interacted) enqueue(host, [event])
  else host.state.runs.waiting.push(event)
}
