import type { ReactNode } from 'react'
import { HostActions } from './HostActions.tsx'
// onDevnet: true only in an entry generated against the running devnet (`npm run dev`), never in production.
import { ConnectButton, onDevnet, useAccount, useDisconnect, useNetwork } from './portkit/index.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import { ThemeSwitch } from './ThemeSwitch.tsx'

/** The page; `children` (e.g. the react-vite-wagmi template's wagmi example) come after your own actions. */
export function App({ children }: { children?: ReactNode }) {
  const account = useAccount()
  const { caipNetwork, networks, switchNetwork } = useNetwork()
  const { disconnect } = useDisconnect()

  return (
    <main className="page">
      <header className="hero">
        <p className="eyebrow">Portkit App</p>
        <h1>Connect a wallet</h1>
        <p className="lede">Connect to see your address, network and balance here.</p>
        {onDevnet ? (
          <p className="lede">
            On the local devnet, everything runs on your machine: local chains, funded test accounts and this
            app. Edit <code>portkit.config.ts</code> and save to regenerate the modal.
          </p>
        ) : null}
        <ConnectButton className="connect" />
        <ThemeSwitch />
        <LanguageSwitch />
      </header>

      <section className="card" aria-labelledby="status-title">
        <h2 id="status-title">Connection</h2>
        <dl>
          <div>
            <dt>Status</dt>
            <dd data-testid="account-status" data-status={account.status}>
              {account.status}
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd data-testid="account-address" className="mono">
              {account.address ?? '—'}
            </dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd data-testid="network-name">{caipNetwork?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd className="mono">
              {account.balance === undefined ? '—' : `${account.balance} ${account.balanceSymbol ?? ''}`}
            </dd>
          </div>
        </dl>

        {account.isConnected ? (
          <div className="actions">
            {networks.map((network) => (
              <button
                key={network.caipNetworkId}
                type="button"
                disabled={network.caipNetworkId === caipNetwork?.caipNetworkId}
                onClick={() => void switchNetwork(network.caipNetworkId)}
              >
                {network.name}
              </button>
            ))}
            <button type="button" className="secondary" onClick={() => void disconnect()}>
              Disconnect
            </button>
          </div>
        ) : null}
      </section>

      <HostActions />
      {children}
    </main>
  )
}
