import { isPluginView, type View } from '../core/view-types.ts'
import type { Portkit } from '../create-portkit.ts'
import { PluginViewHost } from './plugin-view-host.tsx'
import { RegisteredView } from './view-registry.tsx'

export function CurrentView({ portkit, view }: { portkit: Portkit; view: View }) {
  if (isPluginView(view)) return <PluginViewHost portkit={portkit} view={view} />
  return <RegisteredView portkit={portkit} view={view} />
}
