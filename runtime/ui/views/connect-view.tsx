import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../../react/use-signal-value.ts'
import { WalletIcon } from '../components/wallet-icon.tsx'
import { startConnection } from '../start-connection.ts'

/** The installed browser wallets (more connection methods arrive with their connectors). */
export function ConnectView({ portkit }: { portkit: Portkit }) {
  const connectors = useSignalValue(portkit.state.connectors)

  if (connectors.length === 0) {
    return (
      <div className="view">
        <p className="muted">No browser wallet found. Install a wallet extension and reload this page.</p>
      </div>
    )
  }
  return (
    <div className="view">
      <ul className="list" aria-label="Installed wallets">
        {connectors.map((connector, index) => (
          <li key={connector.id}>
            <button
              type="button"
              className="row"
              data-autofocus={index === 0 ? '' : undefined}
              onClick={() => startConnection(portkit, connector)}
            >
              <WalletIcon src={connector.imageUrl} />
              <span className="name">{connector.name}</span>
              <span className="tag">Installed</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
