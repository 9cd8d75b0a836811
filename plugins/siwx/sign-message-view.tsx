import { messageText, type PluginViewProps } from '../../runtime/plugins/index.ts'
import { useSignalValue } from '../../runtime/ui/plugin-ui.ts'
import { siwxOf } from './siwx-controller.ts'
import { SIWX_CSS } from './siwx-styles.ts'
import type { SiwxStringKey } from './strings.ts'
import { useStyles } from '../../runtime/ui/plugin-ui.ts'

/** SIWXSignMessage (and ConnectingSiwe): asks the visitor to sign in; the error of a failed attempt shows here. */
export default function SiwxSignMessageView({ portkit, t }: PluginViewProps<SiwxStringKey>) {
  useStyles(SIWX_CSS)
  const siwx = siwxOf(portkit)
  const signing = useSignalValue(siwx.signing)
  const error = useSignalValue(siwx.error)
  const name = portkit.state.config.metadata.name

  return (
    <div className="view siwx" data-testid="siwx-sign-message">
      <p className="siwx-lead">{t('lead').replace('{name}', name)}</p>
      <p className="muted">{siwx.required() ? t('requiredHint') : t('hint')}</p>
      {error ? (
        <p className="error" role="alert">
          {messageText(error, (key, values) => portkit.i18n.t('core', key, values))}
        </p>
      ) : null}
      <div className="siwx-actions">
        <button type="button" className="siwx-cancel" onClick={() => void siwx.cancel()}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="primary"
          data-autofocus=""
          disabled={signing}
          onClick={() => void siwx.signIn()}
        >
          {signing ? t('signing') : t('sign')}
        </button>
      </div>
    </div>
  )
}
