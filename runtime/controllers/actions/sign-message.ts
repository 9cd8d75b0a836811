import type { Hex } from 'viem'
import { connectedWallet, type ActionHost } from './context.ts'
import type { SignMessageParameters } from './types.ts'

/** Signs `message` with the connected account (personal_sign on EVM); resolves with the signature. */
export async function signMessage(portkit: ActionHost, parameters: SignMessageParameters): Promise<Hex> {
  const { adapter, wallet } = connectedWallet(portkit)
  return adapter.signMessage(wallet, parameters)
}
