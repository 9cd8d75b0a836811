import { signal } from '@preact/signals-core'
import type { AnalyticsEvent } from '../../services/analytics.ts'
import type { EventListener, PortkitEvent } from './types.ts'

/** The events controller's signal and bookkeeping; the actions (actions/) are their only writers. */
export function createEventsState() {
  return {
    /** The latest event, analytics on or off. */
    latest: signal<PortkitEvent | undefined>(undefined),
    listeners: new Set<EventListener>(),
    /** Not signals, as nothing shows them: where the events for the analytics service are. */
    runs: {
      interacted: false,
      /** Events from before the first interaction. */
      waiting: [] as AnalyticsEvent[],
      /** Events handed over for sending and not posted yet. */
      outbox: [] as AnalyticsEvent[],
      projectEnabled: undefined as Promise<boolean> | undefined,
      /** The project's setting once known (a refusal counts as off). */
      projectFlag: undefined as boolean | undefined,
      forbiddenShown: false,
      /** The posts in order: each drain runs after the one before. */
      queue: Promise.resolve(),
    },
  }
}

export type EventsState = ReturnType<typeof createEventsState>
