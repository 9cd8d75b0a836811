import {
  DuplicatePluginIdError,
  DuplicateSpecViewError,
  InvalidPluginIdError,
  MissingRequiredPluginError,
  UnknownPluginViewError,
} from '../core/errors.ts'
import type { AnyPortkitPlugin } from './types.ts'

/**
 * Mistakes a type checker cannot catch in a plain-JS plugin: clashing ids, entries without a view, a
 * required plugin missing or listed after the plugin needing it, two plugins providing the same named view.
 */
export function checkPlugins(plugins: readonly AnyPortkitPlugin[]): void {
  const specViews = new Map<string, string>()
  plugins.forEach((plugin, i) => {
    if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) throw new InvalidPluginIdError(plugin.id)
    if (plugins.findIndex((other) => other.id === plugin.id) !== i)
      throw new DuplicatePluginIdError(plugin.id)
    for (const required of plugin.requires ?? []) {
      if (!plugins.slice(0, i).some((other) => other.id === required))
        throw new MissingRequiredPluginError(plugin.id, required)
    }
    for (const entry of plugin.accountMenu ?? []) {
      if (!plugin.views?.[entry.view]) throw new UnknownPluginViewError(plugin.id, entry.view)
    }
    for (const entry of plugin.connectList ?? []) {
      if (!plugin.views?.[entry.view])
        throw new UnknownPluginViewError(plugin.id, entry.view, 'connect-list entry')
    }
    for (const definition of Object.values(plugin.views ?? {})) {
      const name = definition.specView
      if (!name) continue
      const first = specViews.get(name)
      if (first) throw new DuplicateSpecViewError(name, first, plugin.id)
      specViews.set(name, plugin.id)
    }
  })
}
