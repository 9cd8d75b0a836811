import { signal } from '@preact/signals-core'
import { NOTIFICATION_REOPEN_MS } from '../core/constants.ts'
import type { Alert } from '../core/errors.ts'
import { alertMessage, type ShownMessage } from '../core/i18n/shown-message.ts'

export type NotificationVariant = 'success' | 'loading' | 'error'

/** Spec section 3, Notification. */
export interface Notification {
  /** A message key the toast translates, or outside words (a plain string: a host's own text). */
  message: string | ShownMessage
  variant: NotificationVariant
  svg?: string
  open: boolean
  autoClose: boolean
}

const CLOSED: Notification = { message: '', variant: 'success', open: false, autoClose: true }

/**
 * The toast. A new message while one is open first closes it and reopens after 150 ms, so the visitor
 * sees that the text changed (spec section 4, Notifications).
 */
export function createNotifications() {
  const notification = signal<Notification>(CLOSED)
  let reopen: ReturnType<typeof setTimeout> | undefined

  function show(
    message: string | ShownMessage,
    variant: NotificationVariant,
    options: { svg?: string; autoClose?: boolean } = {},
  ): void {
    clearTimeout(reopen)
    const next: Notification = { message, variant, open: true, autoClose: options.autoClose ?? true }
    if (options.svg !== undefined) next.svg = options.svg
    if (!notification.value.open) {
      notification.value = next
      return
    }
    notification.value = { ...notification.value, open: false }
    reopen = setTimeout(() => (notification.value = next), NOTIFICATION_REOPEN_MS)
  }

  return {
    notification,
    show,
    success: (message: string | ShownMessage) => show(message, 'success'),
    loading: (message: string | ShownMessage) => show(message, 'loading', { autoClose: false }),
    error: (message: string | ShownMessage) => show(message, 'error'),
    /** Alerts of spec section 8 are shown as error toasts: `short - long`. */
    alert: (alert: Alert) => show(alertMessage(alert), 'error'),
    close() {
      clearTimeout(reopen)
      notification.value = { ...notification.value, open: false }
    },
  }
}

export type Notifications = ReturnType<typeof createNotifications>
