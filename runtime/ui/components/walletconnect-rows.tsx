import { walletEntryImageUrl } from '../../controllers/wallet-image.ts'
import { installedConnectorFor } from '../../controllers/wallet-selection.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { WalletIcon } from './wallet-icon.tsx'

/** The WalletConnect entry of the Connect view: a QR code for any WalletConnect wallet. */
export function WalletConnectRow({
  portkit,
  autoFocus,
  disabled = false,
}: {
  portkit: Portkit
  autoFocus: boolean
  /** Held back until the legal checkbox is ticked. */
  disabled?: boolean
}) {
  const t = useStrings(portkit)
  const connectors = useSignalValue(portkit.state.connectors)
  const walletConnect = connectors.find((connector) => connector.pairing)
  if (!walletConnect) return null
  return (
    <li>
      <button
        type="button"
        className="row"
        disabled={disabled}
        data-autofocus={autoFocus ? '' : undefined}
        onClick={() => portkit.router.push({ name: 'ConnectingWalletConnectBasic' })}
      >
        <WalletIcon portkit={portkit} src={walletConnect.imageUrl} />
        <span className="name">{walletConnect.name}</span>
        <span className="tag">{t('qrCodeTag')}</span>
      </button>
    </li>
  )
}

/** Wallets the host added with `customWallets`, after the installed ones (connector group order). */
export function CustomWalletRows({ portkit, disabled = false }: { portkit: Portkit; disabled?: boolean }) {
  const connectors = useSignalValue(portkit.state.connectors)
  const installed = connectors.filter((connector) => !connector.pairing)
  const reachable = connectors.some((connector) => connector.pairing)
  // Without WalletConnect only the wallets installed here can be connected.
  const wallets = portkit.state.config.customWallets.filter(
    (wallet) => reachable || installedConnectorFor(wallet, installed) !== undefined,
  )
  return wallets.map((wallet) => (
    <li key={`custom:${wallet.id}`}>
      <button
        type="button"
        className="row"
        disabled={disabled}
        onClick={() => portkit.startConnection.chooseWallet(wallet)}
      >
        <WalletIcon portkit={portkit} src={walletEntryImageUrl(portkit.state.config, wallet)} />
        <span className="name">{wallet.name}</span>
      </button>
    </li>
  ))
}
