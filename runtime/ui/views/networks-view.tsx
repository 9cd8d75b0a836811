import { useState } from 'react'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { errorMessage } from '../../core/i18n/shown-message.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { ErrorText } from '../components/error-text.tsx'
import { onListKeyDown } from '../components/list-keys.ts'
import { NetworkIcon } from '../components/network-icon.tsx'

export function NetworksView({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const active = useSignalValue(portkit.state.activeCaipNetwork)
  const [pending, setPending] = useState<string>()
  const [error, setError] = useState<ShownMessage>()

  const choose = (caipNetworkId: string) => {
    setPending(caipNetworkId)
    setError(undefined)
    portkit.network.switchNetwork(caipNetworkId).then(
      // Back where the visitor came from: on a namespace without an account, Account offers to connect one.
      () => portkit.router.goBack(),
      (e: unknown) => {
        setPending(undefined)
        setError(errorMessage(e, 'SWITCH_NETWORK_FAILED'))
      },
    )
  }

  return (
    <div className="view">
      <ul className="list" aria-label={t('networks')} onKeyDown={onListKeyDown}>
        {portkit.state.config.networks.map((network) => {
          const current = network.caipNetworkId === active?.caipNetworkId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="row"
                aria-current={current}
                data-autofocus={current ? '' : undefined}
                disabled={pending !== undefined}
                onClick={() => choose(network.caipNetworkId)}
              >
                <NetworkIcon portkit={portkit} network={network} />
                <span className="name" dir="auto">
                  {network.name}
                </span>
                {pending === network.caipNetworkId ? (
                  <span className="tag">{t('approveInWallet')}</span>
                ) : current ? (
                  <span className="tag">✓</span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      <ErrorText message={error} />
    </div>
  )
}
