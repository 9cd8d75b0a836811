import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import type { View } from '../core/view-types.ts'
import type { Portkit } from '../create-portkit.ts'
import { loadedModule, loadModule } from '../plugins/loaded-modules.ts'
import type { PluginComponentLoader, PluginContext, PluginViewProps } from '../plugins/types.ts'
import { useStrings } from './bindings/use-strings.ts'

// One lazy component per loader, so re-showing a view does not suspend again. Keyed weakly by the
// plugin's own loader: nothing here outlives the plugins or is shared between them.
const components = new WeakMap<PluginComponentLoader, LazyExoticComponent<ComponentType<PluginViewProps>>>()

function lazyOf(load: PluginComponentLoader) {
  let component = components.get(load)
  if (!component) {
    component = lazy(() => {
      // Already fetched (preloaded): a thenable that answers at once lets React render without suspending.
      const module = loadedModule(load)
      if (!module) return loadModule(load)
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>
    })
    components.set(load, component)
  }
  return component
}

/** A plugin's component: rendered at once when its code is loaded, else after loading it (spinner meanwhile). */
export function PluginComponent(props: {
  load: PluginComponentLoader
  context: PluginContext
  params?: Record<string, unknown> | undefined
}) {
  const { load, context, params } = props
  // Re-renders the plugin's component when the locale changes: its `t` reads the active one.
  const t = useStrings(context.portkit)
  const Component = lazyOf(load)
  return (
    <Suspense fallback={<div className="spinner" role="progressbar" aria-label={t('loading')} />}>
      <Component {...context} params={params} />
    </Suspense>
  )
}

/** Renders a plugin's view (its own, or a core view it provides), loading its code on first show. */
export function PluginViewHost({ portkit, view }: { portkit: Portkit; view: View }) {
  const t = useStrings(portkit)
  const resolved = portkit.plugins.view(view.name)
  if (!resolved) {
    return (
      <p className="error" role="alert">
        {t('noPluginView', { name: view.name })}
      </p>
    )
  }
  const params = 'params' in view ? view.params : undefined
  return <PluginComponent load={resolved.definition.load} context={resolved.context} params={params} />
}
