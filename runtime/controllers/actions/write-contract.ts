import type { Abi, ContractFunctionArgs, ContractFunctionName, Hash } from 'viem'
import { connectedWallet, watched, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { WriteContractParameters } from './types.ts'

/**
 * Calls a state-changing contract function through the connected wallet; arguments are typed by the ABI.
 * Resolves with the transaction hash; a call the node says reverts is TransactionRevertedError (its reason).
 */
export async function writeContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  const args extends ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
  H extends ActionHost,
>(
  portkit: H & Capable<H, 'contracts'>,
  parameters: WriteContractParameters<abi, functionName, args>,
): Promise<Hash> {
  const { adapter, wallet } = connectedWallet(portkit)
  const contracts = withCapability(adapter, 'contracts', 'Contract writes')
  return watched(portkit, wallet, await contracts.writeContract(wallet, parameters))
}
