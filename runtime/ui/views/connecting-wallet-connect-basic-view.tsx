import { useEffect } from 'react'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { CopyLinkButton } from '../components/copy-link-button.tsx'
import { LegalCheckbox, useAsksForLegalConsent } from '../components/legal.tsx'
import { PairingBuffering, PairingError } from '../components/pairing-status.tsx'
import { QrCode } from '../components/qr-code.tsx'

/**
 * WalletConnect without a chosen wallet: a QR code to scan with any WalletConnect wallet. Opened directly
 * (no chain adapters) while the legal checkbox is unticked, it asks for the tick first and pairs after.
 */
export function ConnectingWalletConnectBasicView({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const uri = useSignalValue(portkit.state.walletConnect.wcUri)
  const buffering = useSignalValue(portkit.state.walletConnect.buffering)
  // A failed pairing without a new URI shows its error, not a spinner (e.g. the relay refused the app).
  const failed = useSignalValue(portkit.state.walletConnect.wcError) && !uri
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  const asks = useAsksForLegalConsent(portkit)

  useEffect(() => (mayConnect ? portkit.walletConnect.watch() : undefined), [portkit, mayConnect])

  return (
    <div className="view">
      {asks ? <LegalCheckbox portkit={portkit} autoFocus={!mayConnect} /> : null}
      {!mayConnect ? null : buffering ? (
        <PairingBuffering />
      ) : failed ? null : (
        <>
          <QrCode value={uri} label={t('qrCodeAnyWallet')} />
          <p className="muted">{t('scanAnyWallet')}</p>
        </>
      )}
      <PairingError portkit={portkit} />
      <CopyLinkButton value={mayConnect ? uri : undefined} />
    </div>
  )
}
