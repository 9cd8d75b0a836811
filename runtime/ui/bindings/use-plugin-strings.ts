import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { useSignalValue } from './use-signal-value.ts'
import type { CoreT } from './use-strings.ts'

/**
 * The core modal's text in the active locale of the instance a plugin's view got (`context.portkit`);
 * re-renders the caller when the locale changes. useStrings does the same but asks for the whole Portkit
 * (its file is merged by the lead): once it takes `Pick<PluginPortkit, 'i18n'>`, this goes.
 */
export function usePluginStrings(portkit: Pick<PluginPortkit, 'i18n'>): CoreT {
  const { i18n } = portkit
  useSignalValue(i18n.locale)
  return (key, values) => i18n.t('core', key, values)
}
