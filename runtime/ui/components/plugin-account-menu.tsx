import type { Portkit } from '../../create-portkit.ts'

/** The plugins' account-menu entries (onramp, swaps, receive, send order), each opening its view. */
export function PluginAccountMenu({ portkit }: { portkit: Portkit }) {
  const items = portkit.plugins.accountMenu()
  if (items.length === 0) return null
  return (
    <nav aria-label="Wallet features">
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
