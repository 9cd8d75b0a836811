import type { Hex, TypedData } from 'viem'
import { connectedWallet, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { SignTypedDataParameters } from './types.ts'

/** Signs EIP-712 typed data with the connected account (eth_signTypedData_v4); resolves with the signature. */
export async function signTypedData<
  const typedData extends TypedData | Record<string, unknown>,
  primaryType extends keyof typedData | 'EIP712Domain',
  H extends ActionHost,
>(
  portkit: H & Capable<H, 'typedData'>,
  parameters: SignTypedDataParameters<typedData, primaryType>,
): Promise<Hex> {
  const { adapter, wallet } = connectedWallet(portkit)
  return withCapability(adapter, 'typedData', 'Typed-data signing').signTypedData(wallet, parameters)
}
