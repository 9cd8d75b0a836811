import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { ErrorText } from './error-text.tsx'

/** Why the last pairing failed (e.g. the wallet declined), kept while a fresh QR code is offered. */
export function PairingError({ portkit }: { portkit: Portkit }) {
  const failed = useSignalValue(portkit.state.walletConnect.wcError)
  const error = useSignalValue(portkit.state.lastError)
  return <ErrorText message={failed && error} />
}

/** Shown between the wallet's approval and the account being ready. */
export function PairingBuffering() {
  const t = useStrings()
  return (
    <>
      <div className="spinner" role="progressbar" aria-label={t('connectingToWallet')} />
      <p className="muted">{t('approvedConnecting')}</p>
    </>
  )
}
