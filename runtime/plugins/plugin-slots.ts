import { WALLET_FEATURE_ORDER } from '../config/options.ts'
import { ACCOUNT_TABS, type AccountTab, type View } from '../core/view-types.ts'
import { loadModule } from './loaded-modules.ts'
import type {
  AnyPortkitPlugin,
  ConnectMethodEntry,
  ConnectWalletGroups,
  PluginComponentLoader,
  PluginContext,
  PluginViewDefinition,
} from './types.ts'

export interface ResolvedPluginView {
  plugin: AnyPortkitPlugin
  definition: PluginViewDefinition
  context: PluginContext
}

export interface AccountMenuItem {
  key: string
  label: string
  view: View
}

export interface AccountTabItem {
  key: string
  tab: AccountTab
  load: PluginComponentLoader
  context: PluginContext
}

export interface ConnectListItem {
  key: string
  label: string
  view: View
  /** The view's code, fetched when the row shows. */
  load: PluginComponentLoader
  /** The plugin's own work on click (the caller then pushes `view`). */
  select(): void
}

export interface ConnectMethodItem {
  key: string
  method: ConnectMethodEntry['method']
  load: PluginComponentLoader
  context: PluginContext
}

/** Where plugins show up in the core views, each list in the spec's order. */
export interface PluginSlots {
  /** A plugin's view by its `<id>/<key>` name, or by the spec's view name it provides. */
  view(name: string): ResolvedPluginView | undefined
  /** Entries in the spec's wallet feature order; entries without a slot keep plugin order, after them. */
  accountMenu(): AccountMenuItem[]
  /** Tabs in the spec's order (Tokens, NFTs, Activity). */
  accountTabs(): AccountTabItem[]
  connectList(): ConnectListItem[]
  /** The Connect view's featured and recommended wallets, from the first plugin that lists some. */
  connectWallets(): ConnectWalletGroups | undefined
  /** The Connect view's other ways to connect (email, social), in plugin order. */
  connectMethods(): ConnectMethodItem[]
  /** Fetches the code the Account view shows at once (its tabs); the modal's loader calls it. */
  preload(): Promise<void>
}

type ContextOf = (plugin: AnyPortkitPlugin) => PluginContext

export function createPluginSlots(plugins: readonly AnyPortkitPlugin[], contextOf: ContextOf): PluginSlots {
  // Made on first use; null once asked and no plugin lists any.
  let walletGroups: ConnectWalletGroups | null | undefined
  const tabs = () => accountTabItems(plugins, contextOf)
  return {
    view: (name) => findView(plugins, contextOf, name),
    accountMenu: () => accountMenuItems(plugins, contextOf),
    accountTabs: tabs,
    connectList: () => connectListItems(plugins, contextOf),
    connectWallets(): ConnectWalletGroups | undefined {
      if (walletGroups === undefined) {
        const plugin = plugins.find((candidate) => candidate.connectWallets !== undefined)
        walletGroups = plugin?.connectWallets?.(contextOf(plugin)) ?? null
      }
      return walletGroups ?? undefined
    },
    connectMethods: () => connectMethodItems(plugins, contextOf),
    async preload(): Promise<void> {
      await Promise.all(tabs().map((tab) => loadModule(tab.load)))
    },
  }
}

function definitionOf(plugin: AnyPortkitPlugin, key: string): PluginViewDefinition {
  return plugin.views?.[key] as PluginViewDefinition
}

/** What pushing one of a plugin's views puts on the stack: the spec's name, or `<id>/<key>` (titled when shown). */
function viewOf(plugin: AnyPortkitPlugin, key: string): View {
  const definition = definitionOf(plugin, key)
  return { name: definition.specView ?? `${plugin.id}/${key}` }
}

/** The entries of a plugin whose `available` holds (those without one always are). */
function availableEntries<Entry extends { available?(context: PluginContext): boolean }>(
  plugin: AnyPortkitPlugin,
  entries: readonly Entry[] | undefined,
  contextOf: ContextOf,
): Entry[] {
  return (entries ?? []).filter((entry) => entry.available?.(contextOf(plugin)) ?? true)
}

/** An item's place in the spec's order: its index in `list`, after all of them when not in it. */
function order<T extends string>(list: readonly T[], item: string | undefined): number {
  const index = list.indexOf(item as T)
  return index === -1 ? list.length : index
}

function sorted<T>(items: { order: number; item: T }[]): T[] {
  return items.sort((a, b) => a.order - b.order).map(({ item }) => item)
}

/** A plugin's view by its `<id>/<key>` name, or the one providing a spec view of that name. */
function findView(
  plugins: readonly AnyPortkitPlugin[],
  contextOf: ContextOf,
  name: string,
): ResolvedPluginView | undefined {
  const slash = name.indexOf('/')
  for (const plugin of plugins) {
    const views = Object.entries<PluginViewDefinition>(plugin.views ?? {})
    const found =
      slash === -1
        ? views.find(([, definition]) => definition.specView === name)
        : plugin.id === name.slice(0, slash)
          ? views.find(([key]) => key === name.slice(slash + 1))
          : undefined
    if (found) return { plugin, definition: found[1], context: contextOf(plugin) }
  }
  return undefined
}

function accountMenuItems(plugins: readonly AnyPortkitPlugin[], contextOf: ContextOf): AccountMenuItem[] {
  return sorted(
    plugins.flatMap((plugin) =>
      availableEntries(plugin, plugin.accountMenu, contextOf).map((entry) => ({
        order: order(WALLET_FEATURE_ORDER, entry.feature),
        item: {
          key: `${plugin.id}/${entry.view}`,
          label: contextOf(plugin).t(entry.label),
          view: viewOf(plugin, entry.view),
        },
      })),
    ),
  )
}

function accountTabItems(plugins: readonly AnyPortkitPlugin[], contextOf: ContextOf): AccountTabItem[] {
  return sorted(
    plugins.flatMap((plugin) =>
      availableEntries(plugin, plugin.accountTabs, contextOf).map((entry) => ({
        order: order(ACCOUNT_TABS, entry.tab),
        item: {
          key: `${plugin.id}/${entry.tab}`,
          tab: entry.tab,
          load: entry.load,
          context: contextOf(plugin),
        },
      })),
    ),
  )
}

function connectListItems(plugins: readonly AnyPortkitPlugin[], contextOf: ContextOf): ConnectListItem[] {
  return plugins.flatMap((plugin) =>
    availableEntries(plugin, plugin.connectList, contextOf).map((entry) => ({
      key: `${plugin.id}/${entry.view}`,
      label: contextOf(plugin).t(entry.label),
      view: viewOf(plugin, entry.view),
      load: definitionOf(plugin, entry.view).load,
      select: () => entry.onSelect?.(contextOf(plugin)),
    })),
  )
}

function connectMethodItems(plugins: readonly AnyPortkitPlugin[], contextOf: ContextOf): ConnectMethodItem[] {
  return plugins.flatMap((plugin) =>
    (plugin.connectMethods ?? []).map((entry) => ({
      key: `${plugin.id}/${entry.method}`,
      method: entry.method,
      load: entry.load,
      context: contextOf(plugin),
    })),
  )
}
