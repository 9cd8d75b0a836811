import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { PluginView } from '../core/view-types.ts'
import type { Portkit } from '../create-portkit.ts'
import type { PluginViewDefinition, PluginViewProps } from '../plugins/types.ts'

// One lazy component per view definition, so re-showing a view does not suspend again. Keyed weakly by
// the plugin's own definition object: nothing here outlives the plugins or is shared between them.
const components = new WeakMap<PluginViewDefinition, LazyExoticComponent<ComponentType<PluginViewProps>>>()

function componentOf(definition: PluginViewDefinition) {
  let component = components.get(definition)
  if (!component) {
    component = lazy(() => definition.load())
    components.set(definition, component)
  }
  return component
}

/** Renders a plugin's view, loading its code on first show. */
export function PluginViewHost({ portkit, view }: { portkit: Portkit; view: PluginView }) {
  const resolved = portkit.plugins.view(view.name)
  if (!resolved) {
    return (
      <p className="error" role="alert">
        No plugin provides the view {view.name}
      </p>
    )
  }
  const Component = componentOf(resolved.definition)
  return (
    <Suspense fallback={<div className="spinner" role="progressbar" aria-label="Loading" />}>
      <Component {...resolved.context} params={view.params} />
    </Suspense>
  )
}
