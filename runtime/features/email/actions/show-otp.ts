import type { Portkit } from '../../../create-portkit.ts'
import { OTP_VIEW } from '../view-names.ts'

/** The code step replaces the view on show (the device step leads to it), unless it is already shown. */
export function showOtp(portkit: Portkit): void {
  if (portkit.state.currentView.value.name !== OTP_VIEW) portkit.router.replace({ name: OTP_VIEW })
}
