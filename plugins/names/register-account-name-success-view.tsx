import type { PluginViewProps } from '../../runtime/plugins/index.ts'
import { NAMES_CSS } from './names-styles.ts'
import type { NamesStringKey } from './strings.ts'
import { useStyles } from '../../runtime/ui/plugin-ui.ts'

/**
 * RegisterAccountNameSuccess (spec sections 2 and 4): shown as pending while the wallet signs and the
 * service registers, then replaced by the success state.
 */
export default function RegisterAccountNameSuccessView({
  portkit,
  t,
  params,
}: PluginViewProps<NamesStringKey>) {
  useStyles(NAMES_CSS)
  const name = typeof params?.name === 'string' ? params.name : ''
  const fill = (text: string) => text.replace('{name}', name)
  if (params?.status !== 'success') {
    return (
      <div className="view names-result" aria-busy="true">
        <div className="spinner" role="progressbar" aria-label={fill(t('pending'))} />
        <p className="names-status" role="status">
          {fill(t('pending'))}
        </p>
      </div>
    )
  }
  return (
    <div className="view names-result">
      <p className="names-status" role="status">
        {fill(t('success'))}
      </p>
      <button
        type="button"
        className="primary"
        data-autofocus=""
        onClick={() => portkit.router.reset({ name: 'Account' })}
      >
        {t('done')}
      </button>
    </div>
  )
}
