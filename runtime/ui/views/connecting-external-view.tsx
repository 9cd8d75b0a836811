import type { Connector } from '../../controllers/types.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { WalletIcon } from '../components/wallet-icon.tsx'
import { ErrorText } from '../components/error-text.tsx'

export function ConnectingExternalView({ portkit, connector }: { portkit: Portkit; connector: Connector }) {
  const error = useSignalValue(portkit.state.lastError)

  return (
    <div className="view account">
      <WalletIcon portkit={portkit} src={connector.imageUrl} />
      {error ? (
        <>
          <ErrorText message={error} />
          <button
            type="button"
            className="primary"
            data-autofocus=""
            onClick={() => portkit.startConnection.connect(connector)}
          >
            Try again
          </button>
        </>
      ) : (
        <>
          <div className="spinner" role="progressbar" aria-label="Waiting for the wallet" />
          <p className="muted">Continue in {connector.name}: accept the connection request in the wallet.</p>
        </>
      )}
    </div>
  )
}
