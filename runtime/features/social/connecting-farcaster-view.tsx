import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import { QrCode } from '../../ui/components/qr-code.tsx'
import type { SocialStringKey } from './strings.ts'

/** A Farcaster connect URI and nothing else: the link never carries a javascript: or data: URL. */
function farcasterLink(url: string | undefined): string | undefined {
  return url && URL.canParse(url) && new URL(url).protocol === 'farcaster:' ? url : undefined
}

/** ConnectingFarcaster (spec section 2): the relay's connect URI as a QR code, a link and plain text. */
export default function ConnectingFarcasterView({ portkit, t }: PluginViewProps<SocialStringKey>) {
  const login = portkit.feature('social')
  const url = farcasterLink(useSignalValue(login.farcasterUrl))
  const error = useSignalValue(login.error)
  return (
    <div className="view">
      <p className="muted">{t('farcasterScan')}</p>
      {url ? (
        <>
          <QrCode value={url} label={t('farcasterTitle')} />
          <a className="row" href={url}>
            <span className="name">{t('farcasterOpen')}</span>
          </a>
          <output aria-label={t('farcasterUri')} className="muted">
            {url}
          </output>
        </>
      ) : error ? null : (
        <div className="spinner" role="progressbar" aria-label={t('farcasterTitle')} />
      )}
      <ErrorText message={error} />
    </div>
  )
}
