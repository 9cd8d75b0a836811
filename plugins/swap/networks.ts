import {
  GasPriceNetworkNotSupportedError,
  isUnsupportedNetwork,
  keyed,
  ownShortWords,
  SwapNetworkNotSupportedError,
  type Network,
} from '../../runtime/plugins/index.ts'
import { DEVNET_SWAP_NETWORK_IDS, SWAP_NETWORK_IDS } from './constants.ts'
import type { SwapMessage } from './state.ts'

const ALL_SWAP_NETWORK_IDS: readonly number[] = [...SWAP_NETWORK_IDS, ...DEVNET_SWAP_NETWORK_IDS]

/**
 * Spec section 9's swap networks (plus the devnet chains); EVM only. The placeholder for a chain the config
 * does not list never is, whatever its id: the app has no RPC for it to swap on.
 */
export function isSwapNetwork(network: Network | undefined): boolean {
  return (
    network?.chainNamespace === 'eip155' &&
    !isUnsupportedNetwork(network) &&
    ALL_SWAP_NETWORK_IDS.includes(Number(network.id))
  )
}

/** Spec sections 5 and 8: swap calls throw 'Network not supported for Swaps' on other networks. */
export function assertSwapNetwork(network: Network | undefined): asserts network is Network {
  if (!isSwapNetwork(network)) throw new SwapNetworkNotSupportedError()
}

/** Spec sections 5 and 8: the gas-price call throws 'Network not supported for Gas Price' on other networks. */
export function assertGasPriceNetwork(network: Network | undefined): asserts network is Network {
  if (!isSwapNetwork(network)) throw new GasPriceNetworkNotSupportedError()
}

/** The failure when it is one of the two above, whose text the visitor reads; undefined for any other. */
export function networkFailure(failure: unknown) {
  return failure instanceof SwapNetworkNotSupportedError ||
    failure instanceof GasPriceNetworkNotSupportedError
    ? failure
    : undefined
}

/** What the form shows when building or sending failed: the failure's own words, else 'buildFailed'. */
export function swapFailure(failure: unknown): SwapMessage {
  return ownShortWords(failure) ?? keyed('buildFailed')
}
