import type { Portkit } from '../../create-portkit.ts'
import { useStrings } from '../bindings/use-strings.ts'

/** The plugins' account-menu entries (onramp, swaps, receive, send order), each opening its view. */
export function PluginAccountMenu({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const items = portkit.plugins.accountMenu()
  if (items.length === 0) return null
  return (
    <nav aria-label={t('walletFeatures')}>
      <ul className="list">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className="row" onClick={() => portkit.router.push(item.view)}>
              <span className="name">{item.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
