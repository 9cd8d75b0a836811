import type { PortkitEvent, TrackedEvent } from '../types.ts'
import type { EventsHost } from './context.ts'

/** The host's listeners and `latest` only: never sent to the analytics service. */
export function publish({ deps, state }: EventsHost, tracked: TrackedEvent): void {
  const event: PortkitEvent = {
    event: tracked.event,
    ...(tracked.properties ? { properties: tracked.properties } : {}),
    timestamp: deps.environment.now(),
  }
  state.latest.value = event
  for (const listener of [...state.listeners]) {
    try {
      listener(event)
    } catch (error) {
      // A host listener's failure must not break the modal or the other listeners.
      console.error('[portkit] event listener failed', error)
    }
  }
}
