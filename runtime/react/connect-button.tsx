import type { ReactNode } from 'react'
import { AccountButton } from './account-button.tsx'
import { ConnectButtonCustom } from './connect-button-custom.tsx'
import { useAccount, usePortkit } from './hooks.ts'
import { preloadModal } from './preload-modal.ts'
import { useStrings } from '../ui/bindings/use-strings.ts'

export interface ConnectButtonProps {
  /** Label while disconnected; the active locale's "Connect Wallet" by default. */
  label?: string | undefined
  className?: string | undefined
}

/** Connect button while disconnected; balance and address button (AccountButton) once connected. */
function ConnectButtonBase({ label, className }: ConnectButtonProps): ReactNode {
  const t = useStrings()
  const { open } = usePortkit()
  const account = useAccount()

  if (account.status === 'connected' && account.address) {
    return <AccountButton className={className} data-status="connected" />
  }
  const connecting = account.status === 'connecting'
  return (
    <button
      type="button"
      className={className}
      data-status={account.status}
      aria-busy={connecting}
      onPointerDown={preloadModal}
      onFocus={preloadModal}
      onClick={() => void open()}
    >
      {connecting ? t('connecting') : (label ?? t('connectWallet'))}
    </button>
  )
}

/**
 * The connect / account button. `ConnectButton.Custom` is the same state as a render prop, for hosts that
 * draw their own buttons: `<ConnectButton.Custom>{({ account, chain, openConnect }) => ...}</ConnectButton.Custom>`.
 */
export const ConnectButton = Object.assign(ConnectButtonBase, { Custom: ConnectButtonCustom })
