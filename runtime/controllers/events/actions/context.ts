import type { EventsState } from '../state.ts'
import type { EventsDeps } from '../types.ts'

/** What the events actions need; the controller (events.ts) makes one per instance. */
export interface EventsHost {
  deps: EventsDeps
  state: EventsState
}

/** Whether events go to the analytics service at all: the flag on, a service, a browser. */
export function isActive({ deps }: EventsHost): boolean {
  return deps.enabled && deps.service !== undefined && deps.environment.isBrowser()
}
