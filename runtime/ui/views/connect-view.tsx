import { Fragment, type ReactNode } from 'react'
import { connectorGroupOrder, isInstalledBrowserWallet } from '../../controllers/connect-order.ts'
import type { ConnectorGroup } from '../../core/constants.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { LegalCheckbox, LegalFooter } from '../components/legal.tsx'
import { onListKeyDown } from '../components/list-keys.ts'
import { PluginConnectList } from '../components/plugin-connect-list.tsx'
import { WalletIcon } from '../components/wallet-icon.tsx'
import { CustomWalletRows, WalletConnectRow } from '../components/walletconnect-rows.tsx'

/**
 * The installed browser wallets (more connection methods arrive with their connectors), and the host's
 * legal links: a footer line, or with `features.legalCheckbox` a checkbox that every way to connect waits for.
 */
export function ConnectView({ portkit }: { portkit: Portkit }) {
  // Merged across chains and with normalised names (spec section 3, Connector); the controllers keep the
  // per-chain connectors in state.
  const all = useSignalValue(portkit.connectors.merged)
  // Until the legal checkbox is ticked every row is disabled (not focusable, announced as unavailable)
  // and the checkbox takes the first focus instead.
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  const disabled = !mayConnect
  // WalletConnect has its own entry, first in the list (spec section 2, connector group order).
  const connectors = all.filter((connector) => !connector.pairing)
  const hasWalletConnect = connectors.length < all.length
  const checkbox = <LegalCheckbox portkit={portkit} autoFocus={disabled} />
  // A visitor with no browser wallet gets the way to learn what one is and where to get one.
  const help = connectors.some(isInstalledBrowserWallet) ? null : (
    <button
      type="button"
      className="link-button"
      onClick={() => portkit.router.push({ name: 'WhatIsAWallet' })}
    >
      What is a wallet?
    </button>
  )

  if (all.length === 0) {
    return (
      <div className="view">
        <p className="muted">No browser wallet found. Install a wallet extension and reload this page.</p>
        {checkbox}
        <ul className="list">
          <PluginConnectList portkit={portkit} disabled={disabled} />
        </ul>
        {help}
        <LegalFooter portkit={portkit} />
      </div>
    )
  }
  // The list's groups in the spec's connector group order; each shows only when it has entries.
  const rows: Partial<Record<ConnectorGroup, ReactNode>> = {
    walletConnect: <WalletConnectRow portkit={portkit} autoFocus={mayConnect} disabled={disabled} />,
    injected: connectors.map((connector, index) => (
      <li key={connector.id}>
        <button
          type="button"
          className="row"
          disabled={disabled}
          data-autofocus={index === 0 && !hasWalletConnect && mayConnect ? '' : undefined}
          onClick={() => portkit.startConnection.connect(connector)}
        >
          <WalletIcon portkit={portkit} src={connector.imageUrl} />
          <span className="name">{connector.name}</span>
          {isInstalledBrowserWallet(connector) ? <span className="tag">Installed</span> : null}
        </button>
      </li>
    )),
    custom: <CustomWalletRows portkit={portkit} disabled={disabled} />,
  }
  const groups = connectorGroupOrder({
    walletConnect: hasWalletConnect,
    injected: connectors.length > 0,
    custom: portkit.state.config.customWallets.length > 0,
  })
  return (
    <div className="view">
      {checkbox}
      <ul className="list" aria-label="Installed wallets" onKeyDown={onListKeyDown}>
        {groups.map((group) => (
          <Fragment key={group}>{rows[group]}</Fragment>
        ))}
        <PluginConnectList portkit={portkit} disabled={disabled} />
      </ul>
      {help}
      <LegalFooter portkit={portkit} />
    </div>
  )
}
