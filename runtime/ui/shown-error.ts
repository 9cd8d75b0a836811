import { ALERT_TEXTS } from '../core/errors/alerts.ts'
import { TOASTS } from '../core/errors/toasts.ts'
import type { CoreStringKey } from '../core/i18n/core-strings.ts'
import { errorMessage, keyed, outsideText, type ShownMessage } from '../core/i18n/shown-message.ts'

// Catalogue errors are still thrown with the spec's English (issue 31): its key finds the translation.
const SPEC_TEXT_KEYS = new Map(
  Object.entries({ ...TOASTS, ...ALERT_TEXTS }).map(([key, text]) => [text, key as CoreStringKey]),
)

/** `message`, with words that are one of the spec's texts (TOASTS, alerts) turned into that text's key. */
export function specTextKeyed(message: ShownMessage): ShownMessage {
  const key = 'text' in message ? SPEC_TEXT_KEYS.get(message.text) : undefined
  return key ? keyed(key) : message
}

/** errorMessage (its key, else its short words, else `fallback`), the spec's texts as their keys. */
export function caughtMessage(caught: unknown, fallback: CoreStringKey): ShownMessage {
  return specTextKeyed(errorMessage(caught, fallback))
}

/**
 * What a failed step shows: the catalogue key its error carries, else the error's own message (the spec's
 * texts as their keys, the frame's or wallet's words as they came), else the generic toast's key.
 */
export function failureMessage(caught: unknown): ShownMessage {
  const { messageKey } = (caught ?? {}) as { messageKey?: unknown }
  if (typeof messageKey !== 'string' && caught instanceof Error && caught.message)
    return specTextKeyed(outsideText(caught.message))
  return caughtMessage(caught, 'SOMETHING_WENT_WRONG')
}
