import { alertForProviderError, ALERTS, type AlertKey } from '../../core/errors.ts'
import { keyed, type ShownMessage } from '../../core/i18n/shown-message.ts'

/**
 * The catalogue message (`ALERT_<KEY>`) of the spec 8 alert a relay rejection maps to; undefined for an
 * unmapped one. The mapping itself stays alertForProviderError's.
 */
export function providerAlertMessage(message: string): ShownMessage | undefined {
  const alert = alertForProviderError(message)
  const key = (Object.keys(ALERTS) as AlertKey[]).find((name) => ALERTS[name] === alert)
  return key ? keyed(`ALERT_${key}`) : undefined
}
