import { PluginNotFoundError, PluginUsedTooEarlyError } from '../core/errors.ts'
import type { CaipAddress } from '../core/types.ts'
import type { Portkit } from '../controllers/instance/portkit.ts'
import { createPluginApis } from './plugin-apis.ts'
import { checkPlugins } from './plugin-checks.ts'
import { logPluginFailure, watchPluginHooks } from './plugin-hooks.ts'
import { createPluginSlots, type PluginSlots } from './plugin-slots.ts'
import type { AnyPortkitPlugin, PluginContext, Profile } from './types.ts'

export type { AccountMenuItem, AccountTabItem, ConnectListItem, ResolvedPluginView } from './plugin-slots.ts'

/** Declared, not inferred: the host and the Portkit instance refer to each other. */
export interface PluginHost extends PluginSlots {
  readonly plugins: readonly AnyPortkitPlugin[]
  /** Called once by createPortkit with the finished instance: runs every plugin's `setup`, in list order. */
  bind(instance: Portkit): void
  /** What the plugin's hooks and views get: the instance, its strings, its declared API clients. */
  context(id: string): PluginContext
  /** What plugin `id`'s setup returned; throws when no such plugin is registered. */
  feature(id: string): unknown
  has(id: string): boolean
  /** The connected account's name and avatar from the first plugin that knows them. */
  resolveProfile: (caipAddress: CaipAddress) => Promise<Profile | undefined>
  mayClose(): boolean
  /** Starts the hooks' watchers; returns their stop function. */
  start(): () => void
}

/**
 * The plugins of one Portkit instance: their controllers, views, slots in the core views and hooks. Core
 * reaches plugins only through this host, by the names they register; it never imports one.
 */
export function createPluginHost(plugins: readonly AnyPortkitPlugin[]): PluginHost {
  checkPlugins(plugins)
  let portkit: Portkit | undefined
  const contexts = new Map<AnyPortkitPlugin, PluginContext>()
  const apis = new Map<string, unknown>()

  function contextOf(plugin: AnyPortkitPlugin): PluginContext {
    if (!portkit) throw new PluginUsedTooEarlyError()
    let context = contexts.get(plugin)
    if (!context) {
      const { i18n } = portkit
      context = {
        portkit,
        t: (key, values) => i18n.t(plugin.id, key, values),
        api: createPluginApis(plugin, portkit.state.config),
      }
      contexts.set(plugin, context)
    }
    return context
  }

  const has = (id: string) => plugins.some((plugin) => plugin.id === id)

  return {
    plugins,
    ...createPluginSlots(plugins, contextOf),

    bind(instance: Portkit): void {
      portkit = instance
      for (const plugin of plugins) if (plugin.setup) apis.set(plugin.id, plugin.setup(contextOf(plugin)))
    },

    context(id: string): PluginContext {
      const plugin = plugins.find((candidate) => candidate.id === id)
      if (!plugin) throw new PluginNotFoundError(id)
      return contextOf(plugin)
    },

    feature(id: string): unknown {
      if (!has(id)) throw new PluginNotFoundError(id)
      return apis.get(id)
    },

    has,

    resolveProfile: (caipAddress: CaipAddress) => firstProfile(plugins, contextOf, caipAddress),

    /** False when a plugin's beforeClose keeps the modal open. */
    mayClose(): boolean {
      return plugins.every((plugin) => plugin.hooks?.beforeClose?.(contextOf(plugin)) !== false)
    },

    /** Browser-only: watches the state for the afterConnect, onAccountChange and onNetworkChange hooks. */
    start(): () => void {
      if (!portkit) throw new PluginUsedTooEarlyError()
      return watchPluginHooks(plugins, contextOf, portkit.state)
    },
  }
}

/** The account's name and avatar: plugins in list order, the first answer with a name or an image. */
async function firstProfile(
  plugins: readonly AnyPortkitPlugin[],
  contextOf: (plugin: AnyPortkitPlugin) => PluginContext,
  caipAddress: CaipAddress,
): Promise<Profile | undefined> {
  for (const plugin of plugins) {
    if (!plugin.resolveProfile) continue
    const profile = await plugin
      .resolveProfile({ ...contextOf(plugin), caipAddress })
      .catch((error: unknown) => void logPluginFailure(plugin, 'resolveProfile')(error))
    if (profile?.name || profile?.image) return profile
  }
  return undefined
}
