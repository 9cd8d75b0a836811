import { lazy, Suspense } from 'react'
import { ACCOUNT_TABS } from '../../core/view-types.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { TokensTab } from '../views/tokens-tab.tsx'

// History is a default-on panel: its code loads when the visitor opens Activity.
const ActivityTab = lazy(() => import('../views/activity-tab.tsx'))

/** The Account view's tabs (spec section 2): Tokens, NFTs, Activity. */
export function AccountTabs({ portkit }: { portkit: Portkit }) {
  const tab = useSignalValue(portkit.account.currentTab)
  const tabs = ACCOUNT_TABS.filter((name) => name !== 'Activity' || portkit.state.config.features.history)
  return (
    <div className="view">
      <div className="tabs" role="tablist" aria-label="Account">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`pk-tab-${name}`}
            className="tab"
            aria-selected={tab === name}
            aria-controls="pk-tab-panel"
            onClick={() => portkit.account.setCurrentTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="pk-tab-panel" aria-labelledby={`pk-tab-${tab}`}>
        {tab === 'Tokens' ? <TokensTab portkit={portkit} /> : null}
        {tab === 'NFTs' ? <p className="muted">No NFTs yet</p> : null}
        {tab === 'Activity' ? (
          <Suspense fallback={<div className="spinner" role="progressbar" aria-label="Loading" />}>
            <ActivityTab portkit={portkit} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
