import { connectedAddress, targetNetwork, type ActionHost } from './context.ts'
import type { EstimateGasParameters } from './types.ts'

/**
 * Gas units the transaction would use on the active network, sent by the connected account unless
 * `account` is given. A refusal by the node is EstimateGasError ('error estimating gas').
 */
export async function estimateGas(portkit: ActionHost, parameters: EstimateGasParameters): Promise<bigint> {
  const { adapter, network } = targetNetwork(portkit)
  const account = parameters.account ?? connectedAddress(portkit, network)
  return adapter.estimateGas(network, { ...parameters, account: account as EstimateGasParameters['account'] })
}
