import { useEffect } from 'react'
import { walletEntryImageUrl } from '../../controllers/wallet-image.ts'
import { installedConnectorFor } from '../../controllers/wallet-selection.ts'
import type { WalletEntry } from '../../core/types.ts'
import type { Portkit } from '../../create-portkit.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { WalletIcon } from './wallet-icon.tsx'

/**
 * On a phone, a list of wallets keeps a WalletConnect pairing on offer while it shows (once the visitor
 * may connect), so tapping a wallet opens its app with the URI in the same tap (start-connection.ts):
 * a mobile browser blocks an app link opened after an await.
 */
export function usePhonePairing(portkit: PluginPortkit, mayConnect: boolean): void {
  const connectors = useSignalValue(portkit.state.connectors)
  const pairs = connectors.some((connector) => connector.pairing)
  const phone = portkit.environment.isMobile()
  useEffect(
    () => (mayConnect && pairs && phone ? portkit.walletConnect.watch() : undefined),
    [portkit, mayConnect, pairs, phone],
  )
}

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
        <span className="name" dir="auto">
          {walletConnect.name}
        </span>
        <span className="tag">{t('qrCodeTag')}</span>
      </button>
    </li>
  )
}

/**
 * Wallets connected from this browser lately (spec section 4, Recent wallets: at most 2, newest first),
 * right after the WalletConnect entry (connector group order), each with its Recent badge. They were reached
 * by WalletConnect, so they show only while it is there; one installed here is listed as installed instead.
 */
export function RecentWalletRows(props: { portkit: Portkit; recent: WalletEntry[]; disabled: boolean }) {
  const { portkit, recent, disabled } = props
  const t = useStrings(portkit)
  return recent.map((wallet) => (
    <WalletEntryRow
      key={`recent:${wallet.id}`}
      portkit={portkit}
      wallet={wallet}
      disabled={disabled}
      tag={t('recent')}
    />
  ))
}

/** The recent wallets the Connect view lists (see RecentWalletRows), derived once per render of the list. */
export function useRecentWallets(portkit: Portkit): WalletEntry[] {
  const recent = useSignalValue(portkit.recentWallets.wallets)
  const connectors = useSignalValue(portkit.state.connectors)
  if (!connectors.some((connector) => connector.pairing)) return []
  const installed = connectors.filter((connector) => !connector.pairing)
  return recent.filter((wallet) => installedConnectorFor(wallet, installed) === undefined)
}

/** Wallets the host added with `customWallets`, after the installed ones (connector group order). */
export function CustomWalletRows(props: { portkit: Portkit; recent: WalletEntry[]; disabled: boolean }) {
  const { portkit, recent, disabled } = props
  const connectors = useSignalValue(portkit.state.connectors)
  const installed = connectors.filter((connector) => !connector.pairing)
  const reachable = connectors.some((connector) => connector.pairing)
  // Without WalletConnect only the wallets installed here can be connected; a recent one is listed above.
  const wallets = portkit.state.config.customWallets.filter(
    (wallet) =>
      (reachable || installedConnectorFor(wallet, installed) !== undefined) &&
      !recent.some((entry) => entry.id === wallet.id),
  )
  return wallets.map((wallet) => (
    <WalletEntryRow key={`custom:${wallet.id}`} portkit={portkit} wallet={wallet} disabled={disabled} />
  ))
}

/** A catalogue or custom wallet's row: connecting to it goes through WalletConnect (or its installed connector). */
export function WalletEntryRow(props: {
  portkit: Portkit
  wallet: WalletEntry
  disabled: boolean
  tag?: string
}) {
  const { portkit, wallet, disabled, tag } = props
  const imageUrl = walletEntryImageUrl(portkit.state.config, wallet)
  return (
    <li>
      <button
        type="button"
        className="row"
        disabled={disabled}
        onClick={() => portkit.startConnection.chooseWallet(wallet)}
      >
        <WalletIcon portkit={portkit} src={imageUrl} />
        <span className="name" dir="auto">
          {wallet.name}
        </span>
        {tag ? <span className="tag">{tag}</span> : null}
      </button>
    </li>
  )
}
