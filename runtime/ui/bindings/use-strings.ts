import { signal } from '@preact/signals-core'
import { useContext } from 'react'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { formatMessage, type MessageValues } from '../../core/i18n/format-message.ts'
import { DEFAULT_LOCALE } from '../../core/i18n/locales.ts'
import { CORE_STRINGS, type CoreStringKey } from '../../core/i18n/core-strings.ts'
import { messageText, type ShownMessage } from '../../core/i18n/shown-message.ts'
import { PortkitContext } from './context.ts'
import { useSignalValue } from './use-signal-value.ts'

export type CoreT = (key: CoreStringKey, values?: MessageValues) => string

// Outside any instance (a component rendered on its own, e.g. in a unit test) the text is English.
const NO_LOCALE = signal(DEFAULT_LOCALE)
const english: CoreT = (key, values) => formatMessage(DEFAULT_LOCALE, CORE_STRINGS, key, values)

/**
 * The core modal's text in the active locale of `portkit` (else of the provider's instance); re-renders
 * the caller when the locale changes.
 */
export function useStrings(portkit?: Pick<PluginPortkit, 'i18n'>): CoreT {
  const fromContext = useContext(PortkitContext)
  const i18n = (portkit ?? fromContext)?.i18n
  useSignalValue(i18n?.locale ?? NO_LOCALE)
  return i18n ? (key, values) => i18n.t('core', key, values) : english
}

/**
 * A controller's message (a toast, an error line) in the active locale: a ShownMessage's key is translated,
 * outside words are shown as they came. A plain string is a host's own text (`notifications.success('…')`).
 */
export function useShownMessage(
  portkit?: Pick<PluginPortkit, 'i18n'>,
): (message: string | ShownMessage) => string {
  const t = useStrings(portkit)
  return (message) => (typeof message === 'string' ? message : messageText(message, t))
}
