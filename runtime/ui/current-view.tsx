import { isPluginView, type View } from '../core/view-types.ts'
import type { Portkit } from '../create-portkit.ts'
import { LazySendView, SEND_VIEW } from './components/lazy-feature-views.tsx'
import { PluginViewHost } from './plugin-view-host.tsx'
import { RegisteredView } from './view-registry.tsx'

export function CurrentView({ portkit, view }: { portkit: Portkit; view: View }) {
  // Built-in Send until a send plugin registers the same view name.
  if (view.name === SEND_VIEW.name && !portkit.plugins.view(view.name))
    return <LazySendView portkit={portkit} />
  if (isPluginView(view)) return <PluginViewHost portkit={portkit} view={view} />
  return <RegisteredView portkit={portkit} view={view} />
}
