import { effect } from '@preact/signals-core'
import type { PortkitState } from '../state/create-state.ts'
import type { AnyPortkitPlugin, PluginContext, PluginHooks } from './types.ts'

type ContextOf = (plugin: AnyPortkitPlugin) => PluginContext

/** Logs a plugin's failing hook or resolver: plugins' errors never reach the controllers. */
export const logPluginFailure = (plugin: AnyPortkitPlugin, what: string) => (error: unknown) =>
  console.error(`portkit: plugin ${plugin.id} ${what} failed`, error)

/** Watches the state for the afterConnect, onAccountChange and onNetworkChange hooks; returns the stop function. */
export function watchPluginHooks(
  plugins: readonly AnyPortkitPlugin[],
  contextOf: ContextOf,
  state: PortkitState,
): () => void {
  const run = <Name extends keyof PluginHooks>(name: Name, extra: object) =>
    runHook(plugins, contextOf, name, extra)
  const connectedAddress = () =>
    state.activeChainState.value?.status === 'connected' ? state.activeCaipAddress.value : undefined
  // A network switch changes the CAIP address but not the account: that is no new connection.
  const account = (caip: string | undefined) => caip?.split(':')[2]
  const stops = [
    watch(
      connectedAddress,
      (next, previous) => next !== undefined && account(next) !== account(previous),
      (caipAddress) => run('afterConnect', { caipAddress }),
    ),
    watch(
      connectedAddress,
      (next, previous) => next !== previous,
      (caipAddress) => run('onAccountChange', { caipAddress }),
    ),
    watch(
      () => state.activeCaipNetwork.value,
      (next, previous) => next !== undefined && next.caipNetworkId !== previous?.caipNetworkId,
      (caipNetwork, previous) => run('onNetworkChange', { caipNetwork, previous }),
    ),
  ]
  return () => stops.forEach((stop) => stop())
}

/** Runs one hook of every plugin after the current update; a failing hook is logged and skipped. */
function runHook<Name extends keyof PluginHooks>(
  plugins: readonly AnyPortkitPlugin[],
  contextOf: ContextOf,
  name: Name,
  extra: object,
): void {
  for (const plugin of plugins) {
    const hook = plugin.hooks?.[name] as ((context: object) => unknown) | undefined
    if (!hook) continue
    queueMicrotask(() => {
      Promise.resolve()
        .then(() => hook({ ...contextOf(plugin), ...extra }))
        .catch(logPluginFailure(plugin, name))
    })
  }
}

/** Calls `onChange` whenever `changed` says `read()` moved on; returns the stop function. */
function watch<T>(
  read: () => T,
  changed: (next: T, previous: T) => boolean,
  onChange: (next: T, previous: T) => void,
) {
  let previous = read()
  return effect(() => {
    const next = read()
    if (changed(next, previous)) onChange(next, previous)
    previous = next
  })
}
