import { CORE_STRINGS } from '../../runtime/core/i18n/core-strings.ts'
import { formatMessage } from '../../runtime/core/i18n/format-message.ts'
import { DEFAULT_LOCALE } from '../../runtime/core/i18n/locales.ts'
import { messageText, type ShownMessage } from '../../runtime/core/i18n/shown-message.ts'

/** A toast's or error line's message as an English visitor reads it. */
export function englishMessage(message: string | ShownMessage): string {
  if (typeof message === 'string') return message
  return messageText(message, (key, values) => formatMessage(DEFAULT_LOCALE, CORE_STRINGS, key, values))
}
