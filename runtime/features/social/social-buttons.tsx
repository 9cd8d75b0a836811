import type { PluginViewProps } from '../../plugins/types.ts'
import { useSignalValue } from '../../ui/bindings/use-signal-value.ts'
import { ErrorText } from '../../ui/components/error-text.tsx'
import type { SocialStringKey } from './strings.ts'

/** The Connect view's social method: one button per configured provider, in the config's order. */
export default function SocialButtons({ portkit, t }: PluginViewProps<SocialStringKey>) {
  const login = portkit.feature('social')
  const busy = useSignalValue(login.busy)
  const error = useSignalValue(login.error)
  const mayConnect = useSignalValue(portkit.legal.mayConnect)
  const socials = portkit.state.config.features.socials
  return (
    <div className="social-login">
      <ul className="list" aria-label={t('listLabel')}>
        {socials.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="row"
              disabled={busy !== undefined || !mayConnect}
              onClick={() =>
                void (provider === 'farcaster' ? login.signInWithFarcaster() : login.signIn(provider))
              }
            >
              <span className="name">{t(provider)}</span>
            </button>
          </li>
        ))}
      </ul>
      {busy ? (
        <p className="muted" role="status">
          {t('continueInPopup')}
        </p>
      ) : null}
      <ErrorText message={error} />
    </div>
  )
}
