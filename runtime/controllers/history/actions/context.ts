import type { ShownMessage } from '../../../core/i18n/shown-message.ts'
import type { DataApiClient } from '../../../services/api/clients.ts'
import type { SupportedChains } from '../../../services/balance.ts'
import type { PortkitState } from '../../../state/create-state.ts'
import type { HistoryState } from '../state.ts'

/** What the history controller is made with (the history feature's setup passes the instance's parts). */
export interface HistoryDeps {
  state: PortkitState
  dataApi: DataApiClient | undefined
  notifyError: (message: ShownMessage) => void
  /** GET /v1/supported-chains (shared with the balances); undefined without a data API. */
  supportedChains: () => Promise<SupportedChains | undefined>
}

/** What the history actions need; the controller (history.ts) makes one per instance. */
export interface HistoryHost {
  deps: HistoryDeps
  state: HistoryState
}
