import type { Abi, ContractFunctionArgs, ContractFunctionName, Hash, Hex, TypedData } from 'viem'
import {
  estimateGas,
  sendTransaction,
  signMessage,
  signTypedData,
  switchNetwork,
  writeContract,
  type EstimateGasParameters,
  type SendTransactionParameters,
  type SignMessageParameters,
  type SignTypedDataParameters,
  type SwitchNetworkParameters,
  type WriteContractParameters,
} from '../controllers/actions/index.ts'
import { useActionMutation, type MutationResult } from './use-action.ts'

/**
 * Mutation hooks over the host actions: `mutate` / `mutateAsync` run the action with the connected
 * account on the active network; `status`, `data`, `error` and the `is*` flags follow it.
 */

export function useSignMessage(): MutationResult<Hex, SignMessageParameters> {
  return useActionMutation(signMessage)
}

type Mutate<TData, TVariables> = Omit<MutationResult<TData, TVariables>, 'mutate' | 'mutateAsync'>

export interface SignTypedDataResult extends Mutate<Hex, SignTypedDataParameters> {
  mutate<
    const typedData extends TypedData | Record<string, unknown>,
    primaryType extends keyof typedData | 'EIP712Domain',
  >(
    parameters: SignTypedDataParameters<typedData, primaryType>,
  ): void
  mutateAsync<
    const typedData extends TypedData | Record<string, unknown>,
    primaryType extends keyof typedData | 'EIP712Domain',
  >(
    parameters: SignTypedDataParameters<typedData, primaryType>,
  ): Promise<Hex>
}

export function useSignTypedData(): SignTypedDataResult {
  return useActionMutation(signTypedData as never) as SignTypedDataResult
}

export function useSendTransaction(): MutationResult<Hash, SendTransactionParameters> {
  return useActionMutation(sendTransaction)
}

type Writable = 'nonpayable' | 'payable'

export interface WriteContractResult extends Mutate<Hash, WriteContractParameters> {
  mutate<
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, Writable>,
    const args extends ContractFunctionArgs<abi, Writable, functionName>,
  >(
    parameters: WriteContractParameters<abi, functionName, args>,
  ): void
  mutateAsync<
    const abi extends Abi | readonly unknown[],
    functionName extends ContractFunctionName<abi, Writable>,
    const args extends ContractFunctionArgs<abi, Writable, functionName>,
  >(
    parameters: WriteContractParameters<abi, functionName, args>,
  ): Promise<Hash>
}

/** Contract writes; `mutate`'s `args` are typed by the ABI and function name it is given. */
export function useWriteContract(): WriteContractResult {
  return useActionMutation(writeContract as never) as WriteContractResult
}

/** Gas units for a transaction, on demand; a refusal is EstimateGasError ('error estimating gas'). */
export function useEstimateGas(): MutationResult<bigint, EstimateGasParameters> {
  return useActionMutation(estimateGas)
}

export function useSwitchNetwork(): MutationResult<void, SwitchNetworkParameters> {
  return useActionMutation(switchNetwork)
}
