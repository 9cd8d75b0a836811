import type { PluginContext, ReadonlySignal } from '../../../runtime/plugins/index.ts'
import type { SwapCheck } from '../check.ts'
import type { SwapState } from '../state.ts'
import type { SwapStringKey } from '../strings.ts'

/** What the swap actions need; the controller (swap-controller.ts) makes one per instance. */
export interface SwapHost {
  /** The plugin's context: the Portkit instance, the plugin's strings and its data API. */
  context: PluginContext<SwapStringKey>
  state: SwapState
  /** Whether the button may swap (check.ts); the swap asks it before anything. */
  check: ReadonlySignal<SwapCheck>
  /** The clock quotes are stamped with, to tell a stale one. */
  now: () => number
  /** How long the visitor must stop typing before a quote is asked (spec section 9). */
  debounceMs: number
}

/** The data API's typed client; rejects when the config has none. */
export function dataApi(host: SwapHost) {
  return host.context.api('dataApi')
}
