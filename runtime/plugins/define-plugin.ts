import type { PortkitPlugin } from './types.ts'

/**
 * Gives a plugin object its types: string keys used by views, menu entries and hooks are checked against
 * the plugin's own `strings`, menu and connect-list entries against its `views`, and `Api` is what its
 * `setup` returns. Returns the object unchanged.
 */
export function definePlugin<
  const Strings extends Record<string, string>,
  ViewKey extends string,
  Api = undefined,
>(plugin: PortkitPlugin<Strings, ViewKey, Api>): PortkitPlugin<Strings, ViewKey, Api> {
  return plugin
}
