import { useState } from 'react'
import { truncateAddress } from '../../core/format.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../../react/use-signal-value.ts'
import { Avatar } from '../components/avatar.tsx'
import { CopyIcon } from '../components/copy-icon.tsx'

export function AccountView({ portkit }: { portkit: Portkit }) {
  const chain = useSignalValue(portkit.state.activeChainState)
  const [copied, setCopied] = useState(false)
  const [error, setError] = useState<string>()
  const address = chain?.address
  if (!address) return null

  const copy = () => {
    void navigator.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  const disconnect = () => {
    portkit.connection.disconnect().then(
      () => portkit.modal.close(),
      (e: unknown) => setError((e as Error).message),
    )
  }

  return (
    <div className="view">
      <div className="account">
        <Avatar address={address} />
        <div className="address">
          <span data-testid="account-view-address" title={address}>
            {truncateAddress(address)}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={copied ? 'Address copied' : 'Copy address'}
            onClick={copy}
          >
            <CopyIcon done={copied} />
          </button>
        </div>
        <div className="balance" data-testid="account-view-balance" aria-busy={chain.balanceLoading}>
          {chain.balance ? `${chain.balance.formatted} ${chain.balance.symbol}` : 'Loading balance…'}
        </div>
      </div>
      <button
        type="button"
        className="row"
        data-autofocus=""
        onClick={() => portkit.router.push({ name: 'Networks' })}
      >
        <span className="placeholder" aria-hidden="true" />
        <span className="name">{chain.caipNetwork?.name ?? 'Unknown network'}</span>
        <span className="tag">Switch</span>
      </button>
      <button type="button" className="row" onClick={disconnect}>
        <span className="name">Disconnect</span>
      </button>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
