import type { Connector } from '../../controllers/types.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { WalletIcon } from '../components/wallet-icon.tsx'
import { ErrorText } from '../components/error-text.tsx'

export function ConnectingExternalView({ portkit, connector }: { portkit: Portkit; connector: Connector }) {
  const t = useStrings(portkit)
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
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <>
          <div className="spinner" role="progressbar" aria-label={t('waitingForWallet')} />
          <p className="muted">{t('continueIn', { name: connector.name })}</p>
        </>
      )}
    </div>
  )
}
