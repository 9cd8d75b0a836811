import { useEffect, useState } from 'react'
import { walletConnectLink } from '../../core/wallet-links.ts'
import type { WalletEntry } from '../../core/types.ts'
import { walletEntryImageUrl } from '../../controllers/wallet-image.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { CopyLinkButton } from '../components/copy-link-button.tsx'
import { PairingBuffering, PairingError } from '../components/pairing-status.tsx'
import { QrCode } from '../components/qr-code.tsx'
import { WalletIcon } from '../components/wallet-icon.tsx'
import { PLATFORM_LABELS, walletPlatforms, type WalletPlatform } from '../wallet-platforms.ts'

/**
 * WalletConnect with a chosen wallet: its app link on a phone, QR code / desktop app / web app on a
 * computer. The pairing starts when the view opens, so the link is ready before the visitor taps it
 * (a mobile browser blocks an app link opened after an await).
 */
export function ConnectingWalletConnectView({ portkit, wallet }: { portkit: Portkit; wallet: WalletEntry }) {
  const t = useStrings(portkit)
  const uri = useSignalValue(portkit.state.walletConnect.wcUri)
  const buffering = useSignalValue(portkit.state.walletConnect.buffering)
  // A failed pairing without a new URI shows its error, not a spinner (e.g. the relay refused the app).
  const failed = useSignalValue(portkit.state.walletConnect.wcError) && !uri
  const platforms = walletPlatforms(wallet, portkit.environment.isMobile())
  const [platform, setPlatform] = useState<WalletPlatform>(platforms[0]!)

  useEffect(() => portkit.walletConnect.watch(wallet), [portkit, wallet])

  if (buffering) {
    return (
      <div className="view account">
        <PairingBuffering />
      </div>
    )
  }
  return (
    <div className="view">
      {platforms.length > 1 ? (
        <div role="tablist" aria-label={t('howToConnect')} style={{ display: 'flex', gap: 6 }}>
          {platforms.map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              className="row"
              style={{ justifyContent: 'center', padding: '6px 8px' }}
              aria-selected={option === platform}
              aria-current={option === platform}
              onClick={() => setPlatform(option)}
            >
              {t(PLATFORM_LABELS[option])}
            </button>
          ))}
        </div>
      ) : null}
      <div role="tabpanel" aria-label={t(PLATFORM_LABELS[platform])} className="view">
        {platform === 'qrcode' ? (
          <>
            {failed ? null : <QrCode value={uri} label={t('qrCodeWallet', { name: wallet.name })} />}
            <p className="muted">{t('scanWallet', { name: wallet.name })}</p>
            <CopyLinkButton value={uri} />
          </>
        ) : (
          <WalletLink portkit={portkit} wallet={wallet} platform={platform} uri={uri} />
        )}
      </div>
      <PairingError portkit={portkit} />
    </div>
  )
}

function WalletLink(props: {
  portkit: Portkit
  wallet: WalletEntry
  platform: WalletPlatform
  uri: string | undefined
}) {
  const { portkit, wallet, platform, uri } = props
  const t = useStrings(portkit)
  const source = { mobile: wallet.mobile_link, desktop: wallet.desktop_link, web: wallet.webapp_link }[
    platform as Exclude<WalletPlatform, 'qrcode'>
  ]
  const href = walletConnectLink(source, uri)
  const label =
    platform === 'web'
      ? t('openWebApp')
      : platform === 'desktop'
        ? t('openDesktopApp', { name: wallet.name })
        : t('openWallet', { name: wallet.name })

  return (
    <div className="account">
      <WalletIcon portkit={portkit} src={walletEntryImageUrl(portkit.state.config, wallet)} />
      <p className="muted">{t('continueIn', { name: wallet.name })}</p>
      <a
        className="primary"
        style={{ textAlign: 'center', textDecoration: 'none' }}
        href={href}
        aria-disabled={href ? undefined : true}
        target={platform === 'web' ? '_blank' : undefined}
        rel={platform === 'web' ? 'noopener noreferrer' : undefined}
        data-autofocus=""
        onClick={(event) => {
          if (!href) return event.preventDefault()
          portkit.walletConnect.markLinking({ name: wallet.name, href })
        }}
      >
        {href ? label : t('preparingLink')}
      </a>
    </div>
  )
}
