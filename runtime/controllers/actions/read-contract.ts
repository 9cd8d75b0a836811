import type { Abi, ContractFunctionArgs, ContractFunctionName } from 'viem'
import { targetNetwork, type ActionHost } from './context.ts'
import type { ReadContractParameters, ReadContractReturnType } from './types.ts'

/** Calls a view or pure contract function on the active network; arguments and result are typed by the ABI. */
export async function readContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'pure' | 'view'>,
  const args extends ContractFunctionArgs<abi, 'pure' | 'view', functionName>,
>(
  portkit: ActionHost,
  parameters: ReadContractParameters<abi, functionName, args>,
): Promise<ReadContractReturnType<abi, functionName, args>> {
  const { adapter, network } = targetNetwork(portkit, parameters.caipNetworkId)
  return adapter.readContract(network, parameters)
}
