import type { AnalyticsEvent } from '../../services/analytics.ts'
import type { EventsEnvironment, SessionStore } from './types.ts'

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

/** Events a former page (or this one, before it was hidden) left unsent, taken out of session storage. */
export function takeUnsent(environment: EventsEnvironment): AnalyticsEvent[] {
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
export function keepUnsent(environment: EventsEnvironment, events: AnalyticsEvent[]): void {
  const store = environment.sessionStorage?.()
  if (!store || events.length === 0) return
  try {
    const kept = [...readUnsent(store), ...events].slice(-UNSENT_EVENTS_MAX)
    store.setItem(UNSENT_EVENTS_KEY, JSON.stringify(kept))
  } catch {
    // Storage full or refused: these events are lost, as they were before.
  }
}
