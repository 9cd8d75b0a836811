import { useEffect, useRef } from 'react'
import type { Portkit } from '../../create-portkit.ts'
import { loadModule } from '../../plugins/loaded-modules.ts'

/**
 * The plugins' rows at the end of the Connect view's list (e.g. All Wallets), each opening its view;
 * `disabled` while the legal checkbox waits to be ticked.
 */
export function PluginConnectList({ portkit, disabled = false }: { portkit: Portkit; disabled?: boolean }) {
  const items = portkit.plugins.connectList()
  const keys = items.map((item) => item.key).join(' ')
  // The list is new every render; `keys` names its rows, so the loads run again only when the rows change.
  const latestItems = useRef(items)
  latestItems.current = items
  // Same-origin code only: fetched while the row shows, so the click renders the view at once.
  useEffect(() => {
    for (const item of latestItems.current) void loadModule(item.load).catch(() => undefined)
  }, [keys])
  return items.map((item) => (
    <li key={item.key}>
      <button
        type="button"
        className="row"
        disabled={disabled}
        onClick={() => {
          item.select()
          portkit.router.push(item.view)
        }}
      >
        <span className="placeholder" aria-hidden="true" />
        <span className="name">{item.label}</span>
      </button>
    </li>
  ))
}
