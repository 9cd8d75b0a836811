import type { Portkit } from '../../create-portkit.ts'
import { NetworksView } from './networks-view.tsx'

/** UnsupportedChain (spec section 4): the wallet is on a network the app does not list. */
export function UnsupportedChainView({ portkit }: { portkit: Portkit }) {
  const disconnect = () => {
    portkit.startConnection.disconnect().catch(() => undefined)
  }
  return (
    <div className="view">
      <p className="muted" role="status">
        This app doesn’t support your current network. Switch to an available option to continue.
      </p>
      <NetworksView portkit={portkit} />
      <button type="button" className="row" onClick={disconnect}>
        <span className="name">Disconnect</span>
      </button>
    </div>
  )
}
