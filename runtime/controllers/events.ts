import type { ReadonlySignal } from '@preact/signals-core'
import type { EventsHost } from './events/actions/context.ts'
import { noteInteraction } from './events/actions/note-interaction.ts'
import { publish } from './events/actions/publish.ts'
import { sendEvent } from './events/actions/send-event.ts'
import { watchInteraction } from './events/actions/watch-interaction.ts'
import { watchPage } from './events/actions/watch-page.ts'
import { browserPage } from './events/environment.ts'
import { createEventsState } from './events/state.ts'
import type { EventListener, EventsDeps, PageLifecycle, PortkitEvent, TrackedEvent } from './events/types.ts'

export type {
  EventListener,
  EventName,
  EventsDeps,
  EventsEnvironment,
  PageLifecycle,
  PortkitEvent,
  SessionStore,
  TrackedEvent,
} from './events/types.ts'
export { browserEventsEnvironment } from './events/environment.ts'
export { UNSENT_EVENTS_KEY } from './events/unsent-store.ts'

/**
 * Analytics events (spec section 7). Skipped for MODAL_CREATED, outside a browser, with the feature off,
 * or when the project has analytics disabled. Nothing leaves the page before the visitor interacts:
 * events wait until then. A 403 shows the invalid-configuration alert once.
 *
 * Nothing is lost when the page goes away (`watchPage`): events are posted with `keepalive`, so one in
 * flight survives a reload; the ones not yet posted go out at once with `keepalive` when the page is hidden,
 * and those it may not send yet (no interaction, the project setting not known, over the keepalive budget)
 * wait in the tab's session storage for its next page, which sends them after the visitor interacts there.
 * The wiring only: the state is events/state.ts's, each transition is a file of events/actions/.
 */
export function createEventsController(deps: EventsDeps) {
  const state = createEventsState()
  const host: EventsHost = { deps, state }
  return {
    noteInteraction: () => noteInteraction(host),
    /** The latest event, analytics on or off. */
    latest: state.latest as ReadonlySignal<PortkitEvent | undefined>,
    /**
     * An event for the host alone (useEvents), e.g. CONNECT_SUCCESS: the analytics service is sent only
     * the events of spec section 7, through `sendEvent`.
     */
    publish: (tracked: TrackedEvent) => publish(host, tracked),
    /** Calls `listener` with every event from now on; returns the unsubscribe function. */
    subscribe(listener: EventListener): () => void {
      state.listeners.add(listener)
      return () => void state.listeners.delete(listener)
    },
    /** Reaches the host's listeners always; the analytics service only under the rules above. */
    sendEvent: (tracked: TrackedEvent) => sendEvent(host, tracked),
    /** Counts the first pointer or key input on the page as the interaction. Returns a stop function. */
    watchInteraction: (target: EventTarget | undefined = globalThis.document) =>
      watchInteraction(host, target),
    /** Sends what is pending when the page is hidden, takes back what an earlier page left. Returns a stop. */
    watchPage: (page: PageLifecycle | undefined = browserPage()) => watchPage(host, page),
    /** Resolves once every event handed over so far has been sent or dropped. */
    settled: (): Promise<void> => state.runs.queue,
  }
}

export type EventsController = ReturnType<typeof createEventsController>
