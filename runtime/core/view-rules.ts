import type { ResolvedConfig } from '../config/types.ts'
import type { View } from './view-types.ts'

/**
 * Whether the config lets the modal show `view`: `enableNetworkSwitch: false` keeps the visitor off the
 * network list (opening it opens the start view instead, pushing it does nothing).
 */
export function mayShow(config: Pick<ResolvedConfig, 'enableNetworkSwitch'>, view: View): boolean {
  return view.name !== 'Networks' || config.enableNetworkSwitch
}

/** Whether the visitor may switch networks from the modal's own controls (Account's row, NetworkButton). */
export function networkSwitchShown(config: Pick<ResolvedConfig, 'enableNetworkSwitch'>): boolean {
  return mayShow(config, { name: 'Networks' })
}
