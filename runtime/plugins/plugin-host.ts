import { effect } from '@preact/signals-core'
import { WALLET_FEATURE_ORDER } from '../config/options.ts'
import type { PluginViewName } from '../core/view-types.ts'
import {
  DuplicatePluginIdError,
  InvalidPluginIdError,
  PluginNotFoundError,
  PluginUsedTooEarlyError,
  UnknownPluginViewError,
} from '../core/errors.ts'
import type { Portkit } from '../create-portkit.ts'
import { createPluginApis } from './plugin-apis.ts'
import type { AnyPortkitPlugin, PluginContext, PluginHooks, PluginViewDefinition } from './types.ts'

export interface ResolvedPluginView {
  plugin: AnyPortkitPlugin
  definition: PluginViewDefinition
  context: PluginContext
}

export interface AccountMenuItem {
  key: string
  label: string
  view: { name: PluginViewName; title: string }
}

/** Declared, not inferred: the host and the Portkit instance refer to each other. */
export interface PluginHost {
  readonly plugins: readonly AnyPortkitPlugin[]
  /** Called once by createPortkit with the finished instance. */
  bind(instance: Portkit): void
  view(name: string): ResolvedPluginView | undefined
  /** What the plugin's hooks and views get: the instance, its strings, its declared API clients. */
  context(id: string): PluginContext
  accountMenu(): AccountMenuItem[]
  mayClose(): boolean
  /** Starts the hooks' watchers; returns their stop function. */
  start(): () => void
}

/**
 * The plugins of one Portkit instance: their views, account-menu entries and controller hooks. Core reaches
 * plugins only through this host, by the names they register; it never imports one.
 */
export function createPluginHost(plugins: readonly AnyPortkitPlugin[]): PluginHost {
  checkPlugins(plugins)
  let portkit: Portkit | undefined
  const contexts = new Map<AnyPortkitPlugin, PluginContext>()

  function contextOf(plugin: AnyPortkitPlugin): PluginContext {
    if (!portkit) throw new PluginUsedTooEarlyError()
    let context = contexts.get(plugin)
    if (!context) {
      const strings: Record<string, string> = plugin.strings
      context = {
        portkit,
        t: (key) => strings[key] ?? key,
        api: createPluginApis(plugin, portkit.state.config),
      }
      contexts.set(plugin, context)
    }
    return context
  }

  /** Runs one hook of every plugin after the current update; a failing hook is logged and skipped. */
  function run<Name extends keyof PluginHooks>(name: Name, extra: object): void {
    for (const plugin of plugins) {
      const hook = plugin.hooks?.[name] as ((context: object) => unknown) | undefined
      if (!hook) continue
      queueMicrotask(() => {
        Promise.resolve()
          .then(() => hook({ ...contextOf(plugin), ...extra }))
          .catch((error: unknown) => console.error(`portkit: plugin ${plugin.id} ${name} failed`, error))
      })
    }
  }

  return {
    plugins,
    bind(instance: Portkit): void {
      portkit = instance
    },

    context(id: string): PluginContext {
      const plugin = plugins.find((candidate) => candidate.id === id)
      if (!plugin) throw new PluginNotFoundError(id)
      return contextOf(plugin)
    },

    view(name: string): ResolvedPluginView | undefined {
      const slash = name.indexOf('/')
      const plugin = plugins.find((candidate) => candidate.id === name.slice(0, slash))
      const definition = plugin?.views?.[name.slice(slash + 1)]
      return plugin && definition ? { plugin, definition, context: contextOf(plugin) } : undefined
    },

    /** Entries of every plugin, in the spec's wallet feature order; entries without a slot keep plugin order. */
    accountMenu(): AccountMenuItem[] {
      const slot = (feature: string | undefined) => {
        const index = WALLET_FEATURE_ORDER.indexOf(feature as (typeof WALLET_FEATURE_ORDER)[number])
        return index === -1 ? WALLET_FEATURE_ORDER.length : index
      }
      return plugins
        .flatMap((plugin) =>
          (plugin.accountMenu ?? []).map((entry) => {
            const { t } = contextOf(plugin)
            const definition = plugin.views?.[entry.view] as PluginViewDefinition
            return {
              order: slot(entry.feature),
              key: `${plugin.id}/${entry.view}`,
              label: t(entry.label),
              view: { name: `${plugin.id}/${entry.view}` as PluginViewName, title: t(definition.title) },
            }
          }),
        )
        .sort((a, b) => a.order - b.order)
        .map(({ key, label, view }) => ({ key, label, view }))
    },

    /** False when a plugin's beforeClose keeps the modal open. */
    mayClose(): boolean {
      return plugins.every((plugin) => plugin.hooks?.beforeClose?.(contextOf(plugin)) !== false)
    },

    /** Browser-only: watches the state for the afterConnect and onNetworkChange hooks. */
    start(): () => void {
      if (!portkit) throw new PluginUsedTooEarlyError()
      const { state } = portkit
      const connectedAddress = () =>
        state.activeChainState.value?.status === 'connected' ? state.activeCaipAddress.value : undefined
      let address = connectedAddress()
      let network = state.activeCaipNetwork.value
      const stopAddress = effect(() => {
        const next = connectedAddress()
        // A network switch changes the CAIP address but not the account: that is no new connection.
        const account = (caip: string | undefined) => caip?.split(':')[2]
        if (next && account(next) !== account(address)) run('afterConnect', { caipAddress: next })
        address = next
      })
      const stopNetwork = effect(() => {
        const next = state.activeCaipNetwork.value
        if (next && next.caipNetworkId !== network?.caipNetworkId)
          run('onNetworkChange', { caipNetwork: next, previous: network })
        network = next
      })
      return () => {
        stopAddress()
        stopNetwork()
      }
    },
  }
}

/** Mistakes a type checker cannot catch in a plain-JS plugin: clashing ids, menu entries without a view. */
function checkPlugins(plugins: readonly AnyPortkitPlugin[]): void {
  plugins.forEach((plugin, i) => {
    if (!/^[a-z][a-z0-9-]*$/.test(plugin.id)) throw new InvalidPluginIdError(plugin.id)
    if (plugins.findIndex((other) => other.id === plugin.id) !== i)
      throw new DuplicatePluginIdError(plugin.id)
    for (const entry of plugin.accountMenu ?? []) {
      if (!plugin.views?.[entry.view]) throw new UnknownPluginViewError(plugin.id, entry.view)
    }
  })
}
