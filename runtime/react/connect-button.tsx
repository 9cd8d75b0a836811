import { truncateAddress } from '../core/format.ts'
import { useAccount, usePortkit } from './hooks.ts'
import { preloadModalRoot } from './modal-root-module.ts'

// Intent to open: fetch the modal's code now if the idle preload has not yet (same origin only).
const preload = () => void preloadModalRoot().catch(() => undefined)

export interface ConnectButtonProps {
  label?: string
  className?: string
}

/** Connect button while disconnected; balance and address button once connected. */
export function ConnectButton({ label = 'Connect Wallet', className }: ConnectButtonProps) {
  const { open } = usePortkit()
  const account = useAccount()

  if (account.status === 'connected' && account.address) {
    return (
      <button
        type="button"
        className={className}
        data-status="connected"
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => open()}
      >
        {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''} · ` : ''}
        {account.profileName ?? truncateAddress(account.address)}
      </button>
    )
  }
  const connecting = account.status === 'connecting'
  return (
    <button
      type="button"
      className={className}
      data-status={account.status}
      aria-busy={connecting}
      onPointerDown={preload}
      onFocus={preload}
      onClick={() => open()}
    >
      {connecting ? 'Connecting…' : label}
    </button>
  )
}
