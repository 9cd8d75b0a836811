import type { Alert } from '../../core/errors.ts'
import type { AnalyticsService } from '../../services/analytics.ts'

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
