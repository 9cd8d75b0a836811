import type { PortkitPlugin } from './types.ts'

/**
 * Gives a plugin object its types: string keys used by views, menu entries and hooks are checked against
 * the plugin's own `strings`, and menu entries against its `views`. Returns the object unchanged.
 */
export function definePlugin<const Strings extends Record<string, string>, ViewKey extends string>(
  plugin: PortkitPlugin<Strings, ViewKey>,
): PortkitPlugin<Strings, ViewKey> {
  return plugin
}
