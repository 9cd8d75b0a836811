import { messageText, TOASTS, type PluginContext, type ShownMessage } from '../../runtime/plugins/index.ts'
import type { SmartSessionsStringKey } from './strings.ts'

/** The catalogue's toasts (SIGNATURE_DECLINED...): upper case, so never one of the plugin's own keys. */
type ToastKey = keyof typeof TOASTS

/** What the controller hands the view to show: one of the plugin's texts, a catalogue toast, or outside words. */
export type SmartSessionsMessage = ShownMessage<SmartSessionsStringKey | ToastKey>

const isToastKey = (key: string): key is ToastKey => Object.hasOwn(TOASTS, key)

/** `message` in the active locale: a toast from the core catalogue, the plugin's own keys from its strings. */
export function smartSessionsText(portkit: PluginContext['portkit'], message: SmartSessionsMessage): string {
  return messageText(message, (key, values) =>
    portkit.i18n.t(isToastKey(key) ? 'core' : 'smart-sessions', key, values),
  )
}
