import { describe, expect, it } from 'vitest'
import { createProviderErrorAlerts } from '../../../runtime/controllers/provider-error-alerts.ts'
import {
  alertForProviderError,
  alertText,
  PROVIDER_ERROR_ALERTS,
  type Alert,
} from '../../../runtime/core/errors.ts'
import { alertMessage } from '../../../runtime/core/i18n/shown-message.ts'

describe('spec 8: mapped provider errors are each shown once', () => {
  it('shows the mapped alert the first time only', () => {
    const shown: string[] = []
    const alerts = createProviderErrorAlerts((alert: Alert) => shown.push(alertText(alert)))
    expect(alerts.report('Unauthorized: origin not allowed')).toBe(true)
    expect(alerts.report('Error: Unauthorized: origin not allowed (code 3000)')).toBe(true)
    expect(alerts.report('JWT validation error: JWT Token is not yet valid')).toBe(true)
    expect(alerts.report('Unauthorized: invalid key')).toBe(true)
    expect(alerts.report('Unauthorized: invalid key')).toBe(true)
    expect(shown).toEqual([
      'Invalid App Configuration - origin not on allowlist',
      'Session Expired - invalid session, check time settings and reconnect',
      'Invalid App Configuration - Invalid Project ID',
    ])
  })

  it('other messages are not mapped', () => {
    const shown: Alert[] = []
    const alerts = createProviderErrorAlerts((alert) => shown.push(alert))
    expect(alerts.report('socket closed')).toBe(false)
    expect(shown).toEqual([])
  })

  it('once per instance: a second instance shows it again', () => {
    const shown: Alert[] = []
    createProviderErrorAlerts((alert) => shown.push(alert)).report('Unauthorized: invalid key')
    createProviderErrorAlerts((alert) => shown.push(alert)).report('Unauthorized: invalid key')
    expect(shown).toHaveLength(2)
  })
})

describe("spec 8: the pairing's error line names a mapped relay rejection by its alert's catalogue key", () => {
  it.each(PROVIDER_ERROR_ALERTS)('$message: ALERT_$alert', ({ message, alert }) => {
    const mapped = alertForProviderError(`Error: ${message} (code 3000)`)
    expect(mapped && alertMessage(mapped)).toEqual({ key: `ALERT_${alert}` })
  })

  it('other messages have none', () => {
    expect(alertForProviderError('socket closed')).toBeUndefined()
  })
})
