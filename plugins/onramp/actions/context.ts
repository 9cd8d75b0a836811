import type { PluginContext, ReadonlySignal } from '../../../runtime/plugins/index.ts'
import type { OnrampCheck } from '../check.ts'
import type { OnrampState } from '../state.ts'
import type { OnrampStringKey } from '../strings.ts'

/** What the on-ramp actions need; the controller (onramp-controller.ts) makes one per instance. */
export interface OnrampHost {
  /** The plugin's context: the Portkit instance, the plugin's strings and its data API. */
  context: PluginContext<OnrampStringKey>
  state: OnrampState
  /** Whether the button may continue (check.ts); a buy asks it before anything. */
  check: ReadonlySignal<OnrampCheck>
  /** How long the visitor must stop typing before a quote is asked (spec section 9). */
  debounceMs: number
  /** How often the history is asked for the purchase made in the provider's tab. */
  pollMs: number
  /** The clock the purchase watch measures its time with. */
  now: () => number
  /** Opens the provider's page in a new tab. */
  openWindow: (url: string) => void
}

/** The data API's typed client; rejects when the config has none. */
export function dataApi(host: OnrampHost) {
  return host.context.api('dataApi')
}
