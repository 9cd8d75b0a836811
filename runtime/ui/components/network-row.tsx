import { networkSwitchShown } from '../../core/view-rules.ts'
import type { Network } from '../../core/types.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { NetworkIcon } from './network-icon.tsx'

/**
 * Account's network row: the active network, a button to the network list where the config lets the
 * visitor switch (`enableNetworkSwitch`), else plain text.
 */
export function NetworkRow({ portkit, network }: { portkit: Portkit; network: Network | undefined }) {
  const t = useStrings(portkit)
  const shown = (
    <>
      <NetworkIcon portkit={portkit} network={network} />
      <span className="name" dir="auto">
        {network?.name ?? t('unknownNetwork')}
      </span>
    </>
  )
  if (!networkSwitchShown(portkit.state.config)) return <div className="row">{shown}</div>
  return (
    <button
      type="button"
      className="row"
      data-autofocus=""
      onClick={() => portkit.router.push({ name: 'Networks' })}
    >
      {shown}
      <span className="tag">{t('switchNetwork')}</span>
    </button>
  )
}
