import { connectedAddress, targetNetwork, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { EstimateGasParameters } from './types.ts'

/**
 * Gas units the transaction would use on the active network, sent by the connected account unless
 * `account` is given. A refusal by the node is EstimateGasError ('error estimating gas').
 */
export async function estimateGas<H extends ActionHost>(
  portkit: H & Capable<H, 'gasEstimation'>,
  parameters: EstimateGasParameters,
): Promise<bigint> {
  const { adapter, network } = targetNetwork(portkit)
  const account = parameters.account ?? connectedAddress(portkit, network)
  const estimator = withCapability(adapter, 'gasEstimation', 'Gas estimation')
  return estimator.estimateGas(network, {
    ...parameters,
    account: account as EstimateGasParameters['account'],
  })
}
