// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { ALERTS, alertText, TOASTS, type AlertKey } from '../../../runtime/core/errors.ts'
import { CORE_STRINGS } from '../../../runtime/core/i18n/core-strings.ts'
import { errorMessage, keyed, outsideText } from '../../../runtime/core/i18n/shown-message.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { Toast } from '../../../runtime/ui/components/toast.tsx'
import { testConfig } from '../../support/config.ts'

/**
 * Issue 16 (i18n): the texts controllers show (spec section 8's toasts, and its alerts as `short - long`)
 * come from the core catalogue: English is the spec's text, and a visitor in another locale reads them
 * translated in the toast.
 */
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const alertKeys = Object.keys(ALERTS) as AlertKey[]

describe('i18n: the spec’s alerts and toasts are catalogue messages', () => {
  it('the core catalogue’s English of each alert is the spec’s `short - long`', () => {
    for (const key of alertKeys) expect(CORE_STRINGS[`ALERT_${key}`]).toBe(alertText(ALERTS[key]))
  })

  it('in German, the toast shows every alert and toast translated', async () => {
    const portkit = createPortkit({ config: testConfig(), adapters: [], connectors: [] })
    await portkit.i18n.setLocale('de')
    const host = document.createElement('div')
    const root = createRoot(host)
    act(() => root.render(<Toast portkit={portkit} />))
    const shown = (show: () => void) => {
      act(() => portkit.notifications.close())
      act(show)
      return host.querySelector('[data-testid="portkit-toast"]')?.textContent
    }
    for (const key of alertKeys) {
      const text = shown(() => portkit.notifications.alert(ALERTS[key]))
      expect(text).toBe(portkit.i18n.t('core', `ALERT_${key}`))
      expect(text, key).not.toBe(alertText(ALERTS[key]))
    }
    for (const [key, english] of Object.entries(TOASTS)) {
      const text = shown(() => portkit.notifications.error(keyed(key as keyof typeof TOASTS)))
      expect(text, key).toBe(portkit.i18n.t('core', key as keyof typeof TOASTS))
      expect(text, key).not.toBe(english)
    }
    // A plain string is a host's own text: shown as it came, never looked up as English.
    expect(shown(() => portkit.notifications.error(TOASTS.CONNECTION_FAILED))).toBe(TOASTS.CONNECTION_FAILED)
    const walletWords = 'Nonce too low (wallet 7.1)'
    expect(shown(() => portkit.notifications.error(outsideText(walletWords)))).toBe(walletWords)
    expect(shown(() => portkit.notifications.error(errorMessage(new Error('raw'), 'TRANSACTION_SENT')))).toBe(
      portkit.i18n.t('core', 'TRANSACTION_SENT'),
    )
    expect(shown(() => portkit.notifications.alert(ALERTS.ORIGIN_NOT_ALLOWED))).toBe(
      'Ungültige App-Konfiguration - Ursprung nicht auf der Zulassungsliste',
    )
    act(() => root.unmount())
  })
})
