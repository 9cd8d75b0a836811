import { alertForProviderError, type Alert } from '../core/errors.ts'

/**
 * Shows the alert mapped to a provider error message (spec section 8), each at most once per instance:
 * a relay repeating the same rejection must not flood the page.
 */
export function createProviderErrorAlerts(showAlert: (alert: Alert) => void) {
  const shown = new Set<Alert>()
  return {
    /** True when the message was a mapped provider error (shown now or before). */
    report(message: string): boolean {
      const alert = alertForProviderError(message)
      if (!alert) return false
      if (!shown.has(alert)) {
        shown.add(alert)
        showAlert(alert)
      }
      return true
    },
  }
}

export type ProviderErrorAlerts = ReturnType<typeof createProviderErrorAlerts>
