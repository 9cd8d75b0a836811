import { Fragment, useState, type ReactNode } from 'react'
import {
  connectMethodOrder,
  offersAuthLogin,
  connectorGroupOrder,
  isExternalConnector,
  isInstalledBrowserWallet,
} from '../../controllers/connect-order.ts'
import type { Connector } from '../../controllers/types.ts'
import type { ConnectorGroup } from '../../core/constants.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { LegalCheckbox, LegalFooter } from '../components/legal.tsx'
import { onListKeyDown } from '../components/list-keys.ts'
import { PluginConnectList } from '../components/plugin-connect-list.tsx'
import { PluginComponent } from '../plugin-view-host.tsx'
import { WalletIcon } from '../components/wallet-icon.tsx'
import { CatalogueHighlightRows, useCatalogueHighlights } from '../components/catalogue-highlight-rows.tsx'
import {
  CustomWalletRows,
  RecentWalletRows,
  useRecentWallets,
  WalletConnectRow,
} from '../components/walletconnect-rows.tsx'

/**
 * The ways to connect in the spec's connect method order (email, social, wallet; wallet first when a
 * browser wallet is installed), and the host's legal links: a footer line, or with
 * `features.legalCheckbox` a checkbox that every way to connect waits for.
 */
export function ConnectView({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const connectors = useSignalValue(portkit.connectors.merged)
  // Email and social (every plugin connect method) only on the namespaces auth login serves.
  const methods = offersAuthLogin(useSignalValue(portkit.state.activeChain))
    ? portkit.plugins.connectMethods()
    : []
  // With email login on and `emailShowWallets` off, the wallets wait behind one button.
  const [walletsShown, showWallets] = useState(
    methods.length === 0 || portkit.state.config.features.emailShowWallets,
  )
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  if (methods.length === 0) return <WalletMethod portkit={portkit} checkbox />
  const sections = connectMethodOrder(connectors).map((method) => {
    if (method !== 'wallet')
      return methods
        .filter((item) => item.method === method)
        .map((item) => <PluginComponent key={item.key} load={item.load} context={item.context} />)
    return walletsShown ? (
      <WalletMethod key="wallet" portkit={portkit} checkbox={false} />
    ) : (
      <button key="wallet" type="button" className="row" onClick={() => showWallets(true)}>
        <span className="name">{t('continueWithWallet')}</span>
      </button>
    )
  })
  // One checkbox above every way to connect: the email field waits for it like the wallet rows.
  return (
    <div className="view">
      <LegalCheckbox portkit={portkit} autoFocus={!mayConnect} />
      {sections}
    </div>
  )
}

/** The wallet list: installed browser wallets, WalletConnect, custom wallets and the plugins' rows. */
function WalletMethod({ portkit, checkbox: withCheckbox }: { portkit: Portkit; checkbox: boolean }) {
  // Merged across chains and with normalised names (spec section 3, Connector); the controllers keep the
  // per-chain connectors in state. The embedded wallet is reached through its own method, not listed.
  const t = useStrings(portkit)
  const all = useSignalValue(portkit.connectors.merged).filter((connector) => connector.type !== 'AUTH')
  // Until the legal checkbox is ticked every row is disabled (not focusable, announced as unavailable)
  // and the checkbox takes the first focus instead.
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  const recent = useRecentWallets(portkit)
  const highlights = useCatalogueHighlights(portkit, [...recent, ...portkit.state.config.customWallets])
  const checkbox = withCheckbox ? <LegalCheckbox portkit={portkit} autoFocus={!mayConnect} /> : null
  // A visitor with no browser wallet gets the way to learn what one is and where to get one.
  const help = walletKinds(all).connectors.some(isInstalledBrowserWallet) ? null : (
    <WhatIsAWalletLink portkit={portkit} />
  )
  return (
    <div className="view">
      {all.length === 0 ? <p className="muted">{t('noBrowserWallet')}</p> : null}
      {checkbox}
      {all.length === 0 ? (
        <ul className="list">
          <PluginConnectList portkit={portkit} disabled={!mayConnect} />
        </ul>
      ) : (
        <ul className="list" aria-label={t('installedWallets')} onKeyDown={onListKeyDown}>
          <WalletGroups portkit={portkit} all={all} recent={recent} highlights={highlights} />
          <PluginConnectList portkit={portkit} disabled={!mayConnect} />
        </ul>
      )}
      {help}
      <LegalFooter portkit={portkit} />
    </div>
  )
}

function WhatIsAWalletLink({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => portkit.router.push({ name: 'WhatIsAWallet' })}
    >
      {t('whatIsAWallet')}
    </button>
  )
}

interface WalletGroupsProps {
  portkit: Portkit
  all: Connector[]
  recent: ReturnType<typeof useRecentWallets>
  highlights: ReturnType<typeof useCatalogueHighlights>
}

/** The list's groups in the spec's connector group order; each shows only when it has entries. */
function WalletGroups({ portkit, all, recent, highlights }: WalletGroupsProps) {
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  const disabled = !mayConnect
  const { hasWalletConnect, connectors, external } = walletKinds(all)
  const connectorRow = (connector: Connector, autoFocus: boolean) => (
    <ConnectorRow key={connector.id} portkit={portkit} connector={connector} autoFocus={autoFocus} />
  )
  const rows: Partial<Record<ConnectorGroup, ReactNode>> = {
    walletConnect: <WalletConnectRow portkit={portkit} autoFocus={mayConnect} disabled={disabled} />,
    recent: <RecentWalletRows portkit={portkit} recent={recent} disabled={disabled} />,
    injected: connectors.map((connector, index) => connectorRow(connector, index === 0 && !hasWalletConnect)),
    featured: <CatalogueHighlightRows portkit={portkit} wallets={highlights.featured} disabled={disabled} />,
    custom: <CustomWalletRows portkit={portkit} recent={recent} disabled={disabled} />,
    external: external.map((connector, index) =>
      connectorRow(connector, index === 0 && !hasWalletConnect && connectors.length === 0),
    ),
    recommended: (
      <CatalogueHighlightRows portkit={portkit} wallets={highlights.recommended} disabled={disabled} />
    ),
  }
  const groups = connectorGroupOrder({
    walletConnect: hasWalletConnect,
    recent: recent.length > 0,
    injected: connectors.length > 0,
    featured: highlights.featured.length > 0,
    custom: portkit.state.config.customWallets.length > 0,
    external: external.length > 0,
    recommended: highlights.recommended.length > 0,
  })
  return groups.map((group) => <Fragment key={group}>{rows[group]}</Fragment>)
}

/** The listed wallets by group: WalletConnect's entry, browser wallets, SDK connectors. */
function walletKinds(all: Connector[]) {
  // WalletConnect has its own entry, first in the list (spec section 2, connector group order).
  const listed = all.filter((connector) => !connector.pairing)
  return {
    hasWalletConnect: listed.length < all.length,
    // SDK connectors (Coinbase Wallet) are the external group, after custom wallets (same order).
    connectors: listed.filter((connector) => !isExternalConnector(connector)),
    external: listed.filter(isExternalConnector),
  }
}

/** A browser wallet or an SDK connector: connects on a click, tagged Installed when it is injected here. */
function ConnectorRow({
  portkit,
  connector,
  autoFocus,
}: {
  portkit: Portkit
  connector: Connector
  autoFocus: boolean
}) {
  const t = useStrings(portkit)
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  return (
    <li>
      <button
        type="button"
        className="row"
        disabled={!mayConnect}
        data-autofocus={autoFocus && mayConnect ? '' : undefined}
        onClick={() => portkit.startConnection.connect(connector)}
      >
        <WalletIcon portkit={portkit} src={connector.imageUrl} />
        <span className="name" dir="auto">
          {connector.name}
        </span>
        {isInstalledBrowserWallet(connector) ? <span className="tag">{t('installed')}</span> : null}
      </button>
    </li>
  )
}
