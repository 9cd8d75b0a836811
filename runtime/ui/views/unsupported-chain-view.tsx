import type { Portkit } from '../../create-portkit.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { NetworksView } from './networks-view.tsx'

/** UnsupportedChain (spec section 4): the wallet is on a network the app does not list. */
export function UnsupportedChainView({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const disconnect = () => {
    portkit.startConnection.disconnect().catch(() => undefined)
  }
  return (
    <div className="view">
      <p className="muted" role="status">
        {t('unsupportedNetwork')}
      </p>
      <NetworksView portkit={portkit} />
      <button type="button" className="row" onClick={disconnect}>
        <span className="name">{t('disconnect')}</span>
      </button>
    </div>
  )
}
