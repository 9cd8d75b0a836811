import { computed } from '@preact/signals-core'
import { useMemo } from 'react'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'
import { PluginComponent } from '../plugin-view-host.tsx'

/** The Account view's tabs (spec section 2: Tokens, NFTs, Activity): those the features bring, if any. */
export function AccountTabs({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const selected = useSignalValue(portkit.account.currentTab)
  // A tab's availability may follow signals (the network, what the data API serves): re-render when the
  // list of available tabs changes.
  useSignalValue(useMemo(() => computed(() => tabKeys(portkit)), [portkit]))
  const tabs = portkit.plugins.accountTabs()
  // The chosen tab may belong to a feature this config leaves out: the first one shows instead.
  const current = tabs.find((item) => item.tab === selected) ?? tabs[0]
  if (!current) return null
  return (
    <div className="view">
      <div className="tabs" role="tablist" aria-label={t('accountTabs')}>
        {tabs.map(({ key, tab }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`pk-tab-${tab}`}
            className="tab"
            aria-selected={tab === current.tab}
            aria-controls="pk-tab-panel"
            onClick={() => portkit.account.setCurrentTab(tab)}
          >
            {t(`tab${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="pk-tab-panel" aria-labelledby={`pk-tab-${current.tab}`}>
        <PluginComponent key={current.key} load={current.load} context={current.context} />
      </div>
    </div>
  )
}

const tabKeys = (portkit: Portkit) =>
  portkit.plugins
    .accountTabs()
    .map((item) => item.key)
    .join(' ')
