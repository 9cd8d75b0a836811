import {
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  NoActiveNetworkClientError,
  NoConnectionClientError,
} from '../../core/errors.ts'
import type { ChainNamespace, Network } from '../../core/types.ts'
import type { PortkitState } from '../../state/create-state.ts'
import type { NetworkController } from '../network.ts'
import type { PendingTransactionsController } from '../pending-transactions.ts'
import type {
  AdapterCapabilities,
  AdapterCapability,
  AnyChainAdapter,
  ChainAdapter,
  WalletTarget,
} from '../types.ts'

/**
 * What the host actions need of a Portkit instance; `createPortkit()`'s result is one. `Adapter` is the
 * union of its adapters' types, so an action needing a capability none of them has does not compile.
 */
export interface ActionHost<Adapter extends ChainAdapter = AnyChainAdapter> {
  state: PortkitState
  /** The namespace's adapter; throws AdapterNotFoundError when the config has none. */
  adapterFor(namespace: ChainNamespace): Adapter
  network: Pick<NetworkController, 'switchNetwork'>
  /** The pending-transaction watcher: a sent transaction is handed to it (it ignores them while off). */
  pendingTransactions: Pick<PendingTransactionsController, 'track'>
}

/**
 * The active chain's connected wallet and its adapter. Not connected is NoActiveCaipAddressError ('No
 * ActiveCaipAddress found'); a connection whose connector is gone is NoConnectionClientError.
 */
export function connectedWallet<Adapter extends ChainAdapter>(
  host: ActionHost<Adapter>,
): { adapter: Adapter; wallet: WalletTarget } {
  const chain = host.state.activeChainState.value
  if (chain?.status !== 'connected' || !chain.address) throw new NoActiveCaipAddressError()
  if (!chain.caipNetwork) throw new NoActiveNetworkClientError()
  const connector = host.state.connectors.value.find((candidate) => candidate.id === chain.connectorId)
  if (!connector) throw new NoConnectionClientError()
  return {
    adapter: host.adapterFor(chain.namespace),
    wallet: { connector, address: chain.address, network: chain.caipNetwork },
  }
}

/** The network to read: the configured `caipNetworkId`, else the active one; and its namespace's adapter. */
export function targetNetwork<Adapter extends ChainAdapter>(
  host: ActionHost<Adapter>,
  caipNetworkId?: string,
): { adapter: Adapter; network: Network } {
  const network =
    caipNetworkId === undefined
      ? host.state.activeCaipNetwork.value
      : host.state.config.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!network)
    throw caipNetworkId === undefined ? new NoActiveNetworkClientError() : new NetworkNotFoundError()
  return { adapter: host.adapterFor(network.chainNamespace), network }
}

/** Named in the compile error of an action whose capability none of the host's adapters has. */
interface MissingCapability<C extends AdapterCapability> {
  readonly 'needs an adapter with the capability': C
}

/**
 * Nothing more for a host one of whose adapters has `C`; else a member it lacks, so the call does not
 * compile (e.g. signTypedData on an instance with only a Solana adapter). Used as `host: H & Capable<H, C>`.
 */
export type Capable<H extends ActionHost, C extends AdapterCapability> = [
  Extract<ReturnType<H['adapterFor']>, AdapterCapabilities[C]>,
] extends [never]
  ? MissingCapability<C>
  : unknown

/** The connected address in the network's namespace, for actions that default to it. */
export function connectedAddress(host: ActionHost, network: Network): string {
  const chain = host.state.chains.value[network.chainNamespace]
  if (chain?.status !== 'connected' || !chain.address) throw new NoActiveCaipAddressError()
  return chain.address
}

/** Hands a transaction the wallet just sent to the pending-transaction watcher; returns its hash. */
export function watched<H extends string>(host: ActionHost, wallet: WalletTarget, hash: H): H {
  host.pendingTransactions.track({ hash, caipNetworkId: wallet.network.caipNetworkId, from: wallet.address })
  return hash
}
