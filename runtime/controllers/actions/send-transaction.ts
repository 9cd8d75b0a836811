import type { Hash } from 'viem'
import { connectedWallet, watched, type ActionHost } from './context.ts'
import type { SendTransactionParameters } from './types.ts'

/**
 * Asks the connected wallet to send a transaction on the active network; resolves with its hash once
 * submitted (wait for it with `waitForReceipt`). Spec section 5's transaction checks run first.
 */
export async function sendTransaction(
  portkit: ActionHost,
  parameters: SendTransactionParameters,
): Promise<Hash> {
  const { adapter, wallet } = connectedWallet(portkit)
  return watched(portkit, wallet, await adapter.sendTransaction(wallet, parameters))
}
