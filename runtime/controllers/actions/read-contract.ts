import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { targetNetwork, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { ReadContractParameters, ReadContractReturnType } from './types.ts'

/** Calls a view or pure contract function on the active network; arguments and result are typed by the ABI. */
export async function readContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
  H extends ActionHost,
>(
  portkit: H & Capable<H, 'contracts'>,
  parameters: ReadContractParameters<abi, functionName, args>,
): Promise<ReadContractReturnType<abi, functionName, args>> {
  const { adapter, network } = targetNetwork(portkit, parameters.caipNetworkId)
  return withCapability(adapter, 'contracts', 'Contract reads').readContract(network, parameters)
}
