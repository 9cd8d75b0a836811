import type { Hex, TypedData } from 'viem'
import { connectedWallet, type ActionHost } from './context.ts'
import type { SignTypedDataParameters } from './types.ts'

/** Signs EIP-712 typed data with the connected account (eth_signTypedData_v4); resolves with the signature. */
export async function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
>(portkit: ActionHost, parameters: SignTypedDataParameters<typedData, primaryType>): Promise<Hex> {
  const { adapter, wallet } = connectedWallet(portkit)
  return adapter.signTypedData(wallet, parameters)
}
