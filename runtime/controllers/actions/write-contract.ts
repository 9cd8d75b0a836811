import type { Abi, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem'
import { connectedWallet, watched, type ActionHost } from './context.ts'
import type { WriteContractParameters } from './types.ts'

/**
 * Calls a state-changing contract function through the connected wallet; arguments are typed by the ABI.
 * Resolves with the transaction hash; a call the node says reverts is TransactionRevertedError (its reason).
 */
export async function writeContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
>(portkit: ActionHost, parameters: WriteContractParameters<abi, functionName, args>): Promise<Hash> {
  const { adapter, wallet } = connectedWallet(portkit)
  return watched(portkit, wallet, await adapter.writeContract(wallet, parameters))
}
