import {
  BitcoinActionUnsupportedError,
  PolkadotActionUnsupportedError,
  RpcMethodNotAllowedError,
  SolanaActionUnsupportedError,
  type PortkitError,
} from '../../core/errors.ts'
import type { ChainNamespace } from '../../core/types.ts'
import type { AdapterCapabilities, AdapterCapability, ChainAdapter } from '../types.ts'

/** The members each capability adds to the core: an adapter has the capability when it has them all. */
const CAPABILITY_MEMBERS: { [C in AdapterCapability]: readonly (keyof AdapterCapabilities[C])[] } = {
  typedData: ['signTypedData'],
  gasEstimation: ['estimateGas'],
  contracts: ['writeContract', 'readContract'],
  transactionLookup: ['getTransaction', 'getTransactionReceipt', 'getTransactionCount'],
  viemClients: ['getWalletClient', 'getPublicClient'],
  callBatches: ['sendCalls', 'getCallsStatus', 'getCapabilities'],
}

/** Each namespace's refusal of an action its adapter lacks: "<action> is not available on <chain>". */
const REFUSALS: Record<ChainNamespace, (action: string) => PortkitError> = {
  solana: (action) => new SolanaActionUnsupportedError(action),
  bip122: (action) => new BitcoinActionUnsupportedError(action),
  polkadot: (action) => new PolkadotActionUnsupportedError(action),
  // Only a custom EVM adapter can lack one: the wallet method is not reachable through it.
  eip155: (action) => new RpcMethodNotAllowedError(action),
}

export function hasCapability<Adapter extends ChainAdapter, C extends AdapterCapability>(
  adapter: Adapter,
  capability: C,
): adapter is Adapter & AdapterCapabilities[C] {
  return CAPABILITY_MEMBERS[capability].every((member) => typeof Reflect.get(adapter, member) === 'function')
}

/** `adapter` with `capability`, else the namespace's refusal of `action` (e.g. 'Typed-data signing'). */
export function withCapability<Adapter extends ChainAdapter, C extends AdapterCapability>(
  adapter: Adapter,
  capability: C,
  action: string,
): Adapter & AdapterCapabilities[C] {
  if (!hasCapability(adapter, capability)) throw REFUSALS[adapter.namespace](action)
  return adapter
}
