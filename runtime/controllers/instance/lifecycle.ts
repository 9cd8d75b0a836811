import type { ResolvedConfig } from '../../config/types.ts'
import type { Connector } from '../../core/types.ts'
import { watchConnectionCookie } from '../../services/connection-cookie.ts'
import { openTabChannel, tabChannelName } from '../../services/tab-sync.ts'
import type { I18n } from '../../state/i18n.ts'
import type { ConnectorSource } from '../types.ts'
import { watchUnsupportedChain } from '../unsupported-chain-watch.ts'
import type { PortkitOptions } from './options.ts'
import type { Portkit } from './portkit.ts'
import type { Startup } from './startup.ts'

/** The instance before its start and stop are added: what they set running and undo. */
export type PortkitCore = Omit<Portkit, 'start' | 'stop'>

/** The instance's start (browser only: discovery, watchers, the stored-session re-sync) and its stop. */
export function createLifecycle(
  core: PortkitCore,
  options: PortkitOptions,
  startup: Startup,
): Pick<Portkit, 'start' | 'stop'> {
  const sources = options.connectors.map((factory) => factory({ config: options.config }))
  // What start() set running; stop() undoes it. Empty means not started.
  let running: (() => void)[] = []
  return {
    start(): Promise<void> {
      if (running.length > 0) return Promise.resolve()
      running = startWatching(core, sources, options, startup)
      void core.recentWallets.load()
      loadConfiguredLocale(core.i18n)
      // The chosen network first, then the stored session (whose wallet may be on another chain).
      const restoring = core.network
        .restore()
        .then(() => core.connection.restore())
        .finally(() => (startup.restoring = undefined))
      startup.restoring = restoring
      return restoring
    },
    stop() {
      for (const undo of running) undo()
      running = []
      core.pendingTransactions.stop()
    },
  }
}

/** Starts every watcher of the instance; returns their undo functions, in start order. */
function startWatching(
  core: PortkitCore,
  sources: ConnectorSource[],
  options: PortkitOptions,
  startup: Startup,
): (() => void)[] {
  const { state, router, modal, connection, walletConnect } = core
  return [
    watchConnectors(core, sources, options.config),
    core.plugins.start(),
    core.events.watchInteraction(),
    core.events.watchPage(),
    core.account.watchProfile(),
    watchUnsupportedChain({
      state,
      basic: !core.environment.hasAdapters,
      show: (view) => (state.isOpen.value ? router.reset(view) : void modal.open(view)),
    }),
    () => connection.stop(),
    () => walletConnect.stop(),
    ...(options.ssr ? [watchConnectionCookie(state)] : []),
    watchOtherTabs(core, options.config, startup),
  ]
}

/** Wallet discovery: every source's connectors, those that may connect in this app, in source order. */
function watchConnectors(core: PortkitCore, sources: ConnectorSource[], config: ResolvedConfig): () => void {
  const { state } = core
  const lists = sources.map(() => [] as typeof state.connectors.value)
  const stops = sources.map((source, index) =>
    source.watch((connectors) => {
      lists[index] = connectors
      state.connectors.value = lists.flat().filter(connectsHere(config))
    }),
  )
  return () => stops.forEach((stop) => stop())
}

/** Another tab's connect re-syncs this one from storage, its disconnect disconnects this one too. */
function watchOtherTabs(core: PortkitCore, config: ResolvedConfig, startup: Startup): () => void {
  startup.tabs = openTabChannel(tabChannelName(config.projectId), (message) => {
    // After the start-up re-sync, so the two never race over one namespace.
    void Promise.resolve(startup.restoring)
      .then(() => core.connection.follow(message))
      .catch((error: unknown) => console.error('[portkit] following another tab failed', error))
  })
  return () => {
    startup.tabs?.close()
    startup.tabs = undefined
  }
}

/** The configured locale's chunks (English is built in); a failed load leaves the modal in English. */
function loadConfiguredLocale(i18n: I18n): void {
  if (i18n.initial !== i18n.locale.peek())
    i18n.setLocale(i18n.initial).catch((error: unknown) => console.error('portkit: locale', error))
}

/**
 * Whether a discovered connector may connect in this app: on the namespaces `universal` leaves to
 * WalletConnect, only its session (and the embedded wallet's login) does, not browser wallets.
 */
function connectsHere(config: ResolvedConfig) {
  const walletConnectOnly = new Set(config.walletConnectOnly)
  return (connector: Connector) =>
    !walletConnectOnly.has(connector.chain) || connector.pairing !== undefined || connector.type === 'AUTH'
}
