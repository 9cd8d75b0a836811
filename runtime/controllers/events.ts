import { signal, type ReadonlySignal } from '@preact/signals-core'
import { ALERTS, HttpStatusError, type Alert } from '../core/errors.ts'
import type { AnalyticsEvent, AnalyticsService } from '../services/analytics.ts'

export type EventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWITCH_NETWORK'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SET_PREFERRED_ACCOUNT_TYPE'

/** An event as the host sees it, whether or not analytics is on. */
export interface PortkitEvent {
  event: EventName
  properties?: Record<string, unknown>
  /** When it happened (ms since the epoch). */
  timestamp: number
}

export type EventListener = (event: PortkitEvent) => void

export interface TrackedEvent {
  type: 'track'
  event: EventName
  properties?: Record<string, unknown>
}

/** What the events controller needs from the page; injected so Node tests can stand in for a browser. */
export interface EventsEnvironment {
  isBrowser(): boolean
  pageUrl(): string
  domain(): string
  now(): number
  uuid(): string
}

export function browserEventsEnvironment(): EventsEnvironment {
  return {
    isBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
    pageUrl: () => globalThis.location?.href ?? '',
    domain: () => globalThis.location?.hostname ?? '',
    now: () => Date.now(),
    uuid: randomUuid,
  }
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface EventsDeps {
  /** The `analytics` feature flag; off means no request of any kind. */
  enabled: boolean
  /** Absent when no analytics service is configured. */
  service: AnalyticsService | undefined
  environment: EventsEnvironment
  /** The connected address at the time of the event, if any. */
  address(): string | undefined
  showAlert(alert: Alert): void
}

/**
 * Analytics events (spec section 7). Skipped for MODAL_CREATED, outside a browser, with the feature off,
 * or when the project has analytics disabled. Nothing leaves the page before the visitor interacts:
 * events wait until then. A 403 shows the invalid-configuration alert once.
 */
export function createEventsController(deps: EventsDeps) {
  const { environment } = deps
  let interacted = false
  let waiting: AnalyticsEvent[] = []
  let projectEnabled: Promise<boolean> | undefined
  let forbiddenShown = false
  let queue: Promise<void> = Promise.resolve()
  const latest = signal<PortkitEvent | undefined>(undefined)
  const listeners = new Set<EventListener>()

  /** The host's listeners and `latest` only: never sent to the analytics service. */
  function publish(tracked: TrackedEvent): void {
    const event: PortkitEvent = {
      event: tracked.event,
      ...(tracked.properties ? { properties: tracked.properties } : {}),
      timestamp: environment.now(),
    }
    latest.value = event
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        // A host listener's failure must not break the modal or the other listeners.
        console.error('[portkit] event listener failed', error)
      }
    }
  }

  const active = () => deps.enabled && deps.service !== undefined && environment.isBrowser()

  async function deliver(service: AnalyticsService, event: AnalyticsEvent): Promise<void> {
    try {
      if (!(await (projectEnabled ??= service.isEnabled()))) return
      await service.send(event)
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 403 && !forbiddenShown) {
        forbiddenShown = true
        deps.showAlert(forbiddenAlert(error))
      }
    }
  }

  function enqueue(events: AnalyticsEvent[]): void {
    const service = deps.service
    if (!service) return
    for (const event of events) queue = queue.then(() => deliver(service, event))
  }

  /** The visitor clicked or typed: events may now be sent, the waiting ones first. */
  function noteInteraction(): void {
    if (interacted) return
    interacted = true
    const pending = waiting
    waiting = []
    enqueue(pending)
  }

  return {
    noteInteraction,

    /** The latest event, analytics on or off. */
    latest: latest as ReadonlySignal<PortkitEvent | undefined>,

    /**
     * An event for the host alone (useEvents), e.g. CONNECT_SUCCESS: the analytics service is sent only
     * the events of spec section 7, through `sendEvent`.
     */
    publish,

    /** Calls `listener` with every event from now on; returns the unsubscribe function. */
    subscribe(listener: EventListener): () => void {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },

    /** Reaches the host's listeners always; the analytics service only under the rules above. */
    sendEvent(tracked: TrackedEvent): void {
      publish(tracked)
      if (tracked.event === 'MODAL_CREATED' || !active()) return
      const address = deps.address()
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
      if (interacted) enqueue([event])
      else waiting.push(event)
    },

    /** Counts the first pointer or key input on the page as the interaction. Returns a stop function. */
    watchInteraction(target: EventTarget | undefined = globalThis.document): () => void {
      if (!target || !active()) return () => undefined
      const onInput = () => {
        stop()
        noteInteraction()
      }
      const stop = () => {
        target.removeEventListener('pointerdown', onInput, true)
        target.removeEventListener('keydown', onInput, true)
      }
      target.addEventListener('pointerdown', onInput, true)
      target.addEventListener('keydown', onInput, true)
      return stop
    },

    /** Resolves once every event handed over so far has been sent or dropped. */
    settled(): Promise<void> {
      return queue
    },
  }
}

export type EventsController = ReturnType<typeof createEventsController>

/**
 * Spec 8's alert for a refusal: the project itself when the service names the projectId (an unknown
 * project on `portkit serve`), else the page's origin.
 */
function forbiddenAlert(error: HttpStatusError): Alert {
  return error.reasons[0]?.name === 'projectId' ? ALERTS.INVALID_PROJECT_ID : ALERTS.ORIGIN_NOT_ALLOWED
}
