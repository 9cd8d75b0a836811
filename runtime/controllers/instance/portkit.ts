import type { ModalEnvironment } from '../modal.ts'
import type { createConnectorsView } from '../connectors.ts'
import type { WalletConnectController } from '../walletconnect.ts'
import type { PluginHost } from '../../plugins/plugin-host.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import type { ChainNamespace } from '../../core/types.ts'
import type { AnyChainAdapter, ChainAdapter } from '../types.ts'

/** What the modal and the views ask of the page and the instance's start-up. */
export type PortkitEnvironment = Required<ModalEnvironment>

/**
 * One Portkit instance (`createPortkit()`): its own state, controllers and wallet wiring; nothing is shared
 * between instances. Plugins see the part of it they may use (`PluginPortkit`); the core's views, the
 * React bindings and the host get all of it. `Adapter` is the union of its adapters' types: a host action
 * none of them can take does not compile.
 */
export interface Portkit<Adapter extends ChainAdapter = AnyChainAdapter> extends PluginPortkit {
  /** The chain adapter of a namespace (features and host actions go through it); AdapterNotFoundError when none. */
  adapterFor(this: void, namespace: ChainNamespace): Adapter
  /** Every plugin of the list: their views, slots in the core views, hooks and setup results. */
  plugins: PluginHost
  /** The WalletConnect pairing: its URI, its QR code's state and the session's namespaces. */
  walletConnect: WalletConnectController
  /** Whether any adapter is configured, whether the visitor may connect, mobile or not, start-up pending. */
  environment: PortkitEnvironment
  /** The wallet list's connectors, merged across namespaces, and the active one per namespace. */
  connectors: ReturnType<typeof createConnectorsView>
  /** Browser-only start: wallet discovery and the stored-session re-sync. Safe to call again after stop. */
  start(): Promise<void>
  /** Undoes what start set running: watchers, discovery, the other tabs' channel. */
  stop(): void
}
