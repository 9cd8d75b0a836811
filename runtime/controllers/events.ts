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
  /** The tab's session storage, where events the page could not send wait for its next page; absent in Node. */
  sessionStorage?(): SessionStore | undefined
}

/** The part of the Web Storage API the events controller uses. */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What `watchPage` listens to: the window (pagehide, pageshow) and the document (visibilitychange). */
export interface PageLifecycle {
  window: EventTarget
  document: EventTarget & { readonly visibilityState: DocumentVisibilityState }
}

export function browserEventsEnvironment(): EventsEnvironment {
  return {
    isBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
    pageUrl: () => globalThis.location?.href ?? '',
    domain: () => globalThis.location?.hostname ?? '',
    now: () => Date.now(),
    uuid: randomUuid,
    sessionStorage: () => {
      // Reading it throws where storage is refused (sandboxed frames, some privacy settings).
      try {
        return globalThis.sessionStorage
      } catch {
        return undefined
      }
    },
  }
}

/** Where a page leaves the events it could not send, for the next page of the same tab. */
export const UNSENT_EVENTS_KEY = 'portkit:analytics:unsent'
/** The most events kept for the next page; the oldest go first. */
const UNSENT_EVENTS_MAX = 100

function isAnalyticsEvent(value: unknown): value is AnalyticsEvent {
  if (typeof value !== 'object' || value === null) return false
  const event = value as Record<string, unknown>
  return (
    typeof event.eventId === 'string' &&
    typeof event.url === 'string' &&
    typeof event.domain === 'string' &&
    typeof event.timestamp === 'number' &&
    typeof event.props === 'object' &&
    event.props !== null
  )
}

function readUnsent(store: SessionStore): AnalyticsEvent[] {
  const raw = store.getItem(UNSENT_EVENTS_KEY)
  if (!raw) return []
  const parsed = JSON.parse(raw) as unknown
  return Array.isArray(parsed) ? parsed.filter(isAnalyticsEvent) : []
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
 *
 * Nothing is lost when the page goes away (`watchPage`): events are posted with `keepalive`, so one in
 * flight survives a reload; the ones not yet posted go out at once with `keepalive` when the page is hidden,
 * and those it may not send yet (no interaction, the project setting not known, over the keepalive budget)
 * wait in the tab's session storage for its next page, which sends them after the visitor interacts there.
 */
export function createEventsController(deps: EventsDeps) {
  const { environment } = deps
  let interacted = false
  /** Events from before the first interaction. */
  let waiting: AnalyticsEvent[] = []
  /** Events handed over for sending and not posted yet. */
  let outbox: AnalyticsEvent[] = []
  let projectEnabled: Promise<boolean> | undefined
  /** The project's setting once known (a refusal counts as off). */
  let projectFlag: boolean | undefined
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

  function report(error: unknown): void {
    if (error instanceof HttpStatusError && error.status === 403 && !forbiddenShown) {
      forbiddenShown = true
      deps.showAlert(forbiddenAlert(error))
    }
  }

  /** The project's analytics setting, asked once. */
  async function projectAllows(service: AnalyticsService): Promise<boolean> {
    projectEnabled ??= service.isEnabled().then(
      (enabled) => (projectFlag = enabled),
      (error: unknown) => {
        projectFlag = false
        throw error
      },
    )
    try {
      return await projectEnabled
    } catch (error) {
      report(error)
      return false
    }
  }

  /** Posts the outbox in order. An event leaves the outbox only when posted, so a page going away keeps it. */
  async function drain(service: AnalyticsService): Promise<void> {
    while (outbox.length > 0) {
      if (!(await projectAllows(service))) {
        outbox = []
        return
      }
      const event = outbox.shift()
      if (event) await service.send(event).catch(report)
    }
  }

  function enqueue(events: AnalyticsEvent[], first = false): void {
    const service = deps.service
    if (!service || events.length === 0) return
    outbox = first ? [...events, ...outbox] : [...outbox, ...events]
    queue = queue.then(() => drain(service))
  }

  /** Events a former page (or this one, before it was hidden) left unsent, taken out of session storage. */
  function takeUnsent(): AnalyticsEvent[] {
    const store = environment.sessionStorage?.()
    if (!store) return []
    try {
      const events = readUnsent(store)
      store.removeItem(UNSENT_EVENTS_KEY)
      return events
    } catch {
      return []
    }
  }

  /** Leaves `events` for the next page of the tab (after what another instance left there). */
  function keepUnsent(events: AnalyticsEvent[]): void {
    const store = environment.sessionStorage?.()
    if (!store || events.length === 0) return
    try {
      const kept = [...readUnsent(store), ...events].slice(-UNSENT_EVENTS_MAX)
      store.setItem(UNSENT_EVENTS_KEY, JSON.stringify(kept))
    } catch {
      // Storage full or refused: these events are lost, as they were before.
    }
  }

  /** Unsent events of earlier pages: they are older than this page's and wait for its interaction too. */
  function adoptUnsent(): void {
    const events = takeUnsent()
    if (interacted) enqueue(events, true)
    else waiting = [...events, ...waiting]
  }

  /**
   * The page is hidden and may be gone next: what may be sent goes out now with keepalive, the rest is kept
   * for the next page (or this one, shown again).
   */
  function flushForUnload(): void {
    const service = deps.service
    if (!service || !active()) return
    const kept = waiting
    waiting = []
    const ready = outbox
    outbox = []
    for (const event of ready) {
      if (projectFlag === false) continue
      if (projectFlag === true && service.fitsKeepalive(event)) void service.send(event).catch(report)
      else kept.push(event)
    }
    keepUnsent(kept)
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

    /**
     * Sends what is pending when the page is hidden (pagehide, or visibilitychange to hidden) and takes back
     * what an earlier page of the tab left unsent (now, and when the page is shown again). Returns a stop
     * function.
     */
    watchPage(page: PageLifecycle | undefined = browserPage()): () => void {
      if (!page || !active()) return () => undefined
      adoptUnsent()
      const onVisibility = () => {
        if (page.document.visibilityState === 'hidden') flushForUnload()
        else adoptUnsent()
      }
      page.window.addEventListener('pagehide', flushForUnload)
      page.window.addEventListener('pageshow', adoptUnsent)
      page.document.addEventListener('visibilitychange', onVisibility)
      return () => {
        page.window.removeEventListener('pagehide', flushForUnload)
        page.window.removeEventListener('pageshow', adoptUnsent)
        page.document.removeEventListener('visibilitychange', onVisibility)
      }
    },

    /** Resolves once every event handed over so far has been sent or dropped. */
    settled(): Promise<void> {
      return queue
    },
  }
}

export type EventsController = ReturnType<typeof createEventsController>

function browserPage(): PageLifecycle | undefined {
  return typeof window !== 'undefined' && typeof document !== 'undefined' ? { window, document } : undefined
}

/**
 * Spec 8's alert for a refusal: the project itself when the service names the projectId (an unknown
 * project on `portkit serve`), else the page's origin.
 */
function forbiddenAlert(error: HttpStatusError): Alert {
  return error.reasons[0]?.name === 'projectId' ? ALERTS.INVALID_PROJECT_ID : ALERTS.ORIGIN_NOT_ALLOWED
}
