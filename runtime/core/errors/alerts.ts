/** Alerts of spec section 8: a short title and a longer explanation, shown together. */
export interface Alert {
  shortMessage: string
  longMessage: string
}

export const ALERTS = {
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'network must be in the networks array',
  },
  ORIGIN_NOT_ALLOWED: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'origin not on allowlist',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'problem loading embedded wallet, verify domain allowlisted',
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'invalid session, check time settings and reconnect',
  },
  INVALID_PROJECT_ID: { shortMessage: 'Invalid App Configuration', longMessage: 'Invalid Project ID' },
  PROJECT_ID_NOT_CONFIGURED: { shortMessage: 'Project ID Not Configured', longMessage: '' },
} as const satisfies Record<string, Alert>

export type AlertKey = keyof typeof ALERTS

/** `short - long`, or the short message alone when there is no long one. */
export function alertText(alert: Alert): string {
  return alert.longMessage ? `${alert.shortMessage} - ${alert.longMessage}` : alert.shortMessage
}

/**
 * Each alert's shown text (`short - long`) under its catalogue key, `ALERT_<KEY>`: the English of the core
 * catalogue, which every locale translates as one message.
 */
export const ALERT_TEXTS = Object.fromEntries(
  Object.entries(ALERTS).map(([key, alert]) => [`ALERT_${key}`, alertText(alert)]),
) as { readonly [Key in AlertKey as `ALERT_${Key}`]: string }

/** Provider (relay) error messages and the alert each maps to; each is shown once per instance. */
export const PROVIDER_ERROR_ALERTS = [
  { message: 'Unauthorized: origin not allowed', alert: 'ORIGIN_NOT_ALLOWED' },
  { message: 'JWT validation error: JWT Token is not yet valid', alert: 'SESSION_EXPIRED' },
  { message: 'Unauthorized: invalid key', alert: 'INVALID_PROJECT_ID' },
] as const satisfies readonly { message: string; alert: AlertKey }[]

/** The alert for a provider error message, if it is one of the mapped ones. */
export function alertForProviderError(message: string): Alert | undefined {
  const mapped = PROVIDER_ERROR_ALERTS.find((entry) => message.includes(entry.message))
  return mapped ? ALERTS[mapped.alert] : undefined
}
