import type { Portkit } from '../../create-portkit.ts'
import { SEND_VIEW } from './lazy-feature-views.tsx'

/**
 * The account menu's Send entry (send is last in the wallet feature order, so it follows the plugins'
 * entries). Shown for EVM accounts with the send feature on, unless a send plugin brings its own entry.
 */
export function SendMenuEntry({ portkit }: { portkit: Portkit }) {
  const { config } = portkit.state
  const pluginEntry = portkit.plugins.accountMenu().some((item) => item.view.name === SEND_VIEW.name)
  if (!config.features.send || pluginEntry || portkit.state.activeChain.value !== 'eip155') return null
  return (
    <ul className="list">
      <li>
        <button type="button" className="row" onClick={() => portkit.router.push(SEND_VIEW)}>
          <span className="name">Send</span>
        </button>
      </li>
    </ul>
  )
}
