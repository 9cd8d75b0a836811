import { useState } from 'react'
import type { PluginViewProps } from '../../runtime/plugins/index.ts'
import { NetworkIcon, QrCode, useSignalValue } from '../../runtime/ui/plugin-ui.ts'
import { RECEIVE_CSS } from './receive-styles.ts'
import type { ReceiveStringKey } from './strings.ts'
import { useStyles } from '../../runtime/ui/plugin-ui.ts'

export default function ReceiveView({ portkit, t }: PluginViewProps<ReceiveStringKey>) {
  useStyles(RECEIVE_CSS)
  const chain = useSignalValue(portkit.state.activeChainState)
  const [copied, setCopied] = useState(false)
  const address = chain?.status === 'connected' ? chain.address : undefined
  if (!chain || !address) return <p className="muted">{t('notConnected')}</p>

  // An address belongs to a namespace, so it receives on every configured network of that namespace.
  const networks = portkit.state.config.networks.filter((n) => n.chainNamespace === chain.namespace)
  const copy = () => {
    void navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined,
    )
  }

  return (
    <div className="view receive">
      <QrCode
        value={address}
        label={t('qrAlt')}
        size={200}
        margin={2}
        className="receive-qr"
        failedText={t('qrFailed')}
      />
      <p className="receive-address" data-testid="receive-address">
        {address}
      </p>
      <button type="button" className="primary" data-autofocus="" onClick={copy}>
        {copied ? t('copied') : t('copy')}
      </button>
      <h3 id="pk-receive-networks" className="receive-heading">
        {t('networksHeading')}
      </h3>
      <ul className="list" aria-labelledby="pk-receive-networks">
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="row receive-network">
            <NetworkIcon portkit={portkit} network={network} placeholder={false} />
            <span className="name" dir="auto">
              {network.name}
            </span>
            <span className="tag">{network.caipNetworkId}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
