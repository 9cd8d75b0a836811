import { getWalletClient, type PluginContext } from '../../../runtime/plugins/index.ts'
import type * as SessionKeyOps from '../session-key.ts'
import type { SmartSessionsState } from '../state.ts'
import type { SmartSessionsStringKey } from '../strings.ts'

/** What the smart-sessions actions need; the controller (smart-sessions-controller.ts) makes one per instance. */
export interface SmartSessionsHost {
  /** The plugin's context: the Portkit instance, the plugin's strings and its data API. */
  context: PluginContext<SmartSessionsStringKey>
  state: SmartSessionsState
  /** The clock expiries and listings are read against. */
  now: () => number
  /** The wallet-facing code (session-key.ts), loaded on first use and once. */
  loadOps: () => Promise<typeof SessionKeyOps>
}

/** The connected EVM account; else the host action's rejection says why. */
export function connectedAccount(host: SmartSessionsHost) {
  const { account } = host.state
  const current = account.value
  // The host action says why (the catalogue's 'No ActiveCaipAddress found').
  if (!current) return getWalletClient(host.context.portkit).then(() => account.value!)
  return Promise.resolve(current)
}

/** Unix seconds now. */
export const nowSeconds = (host: SmartSessionsHost) => Math.floor(host.now() / 1000)
