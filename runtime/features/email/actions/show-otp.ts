import type { PluginPortkit } from '../../../plugins/plugin-portkit.ts'
import { OTP_VIEW } from '../view-names.ts'

/** The code step replaces the view on show (the device step leads to it), unless it is already shown. */
export function showOtp(portkit: PluginPortkit): void {
  if (portkit.state.currentView.value.name !== OTP_VIEW) portkit.router.replace({ name: OTP_VIEW })
}
