import type { ReactNode } from 'react'
import { truncateAddress } from '../core/format.ts'
import { useAccount, usePortkit } from './hooks.ts'
import { preloadModal } from './preload-modal.ts'

export interface AccountButtonProps {
  className?: string | undefined
  /** Passed through, e.g. ConnectButton's `data-status="connected"`. */
  'data-status'?: string | undefined
}

/** Balance and name (or middle-truncated address) of the connected account; opens Account. Nothing when disconnected. */
export function AccountButton({ className, ...rest }: AccountButtonProps): ReactNode {
  const { open } = usePortkit()
  const account = useAccount()
  if (account.status !== 'connected' || !account.address) return null
  return (
    <button
      type="button"
      className={className}
      data-status={rest['data-status']}
      onPointerDown={preloadModal}
      onFocus={preloadModal}
      onClick={() => void open()}
    >
      {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''} · ` : ''}
      {account.profileName ?? truncateAddress(account.address)}
    </button>
  )
}
