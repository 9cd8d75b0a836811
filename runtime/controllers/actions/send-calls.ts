import { connectedWallet, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { SendCallsParameters, SendCallsResult } from './types.ts'

/**
 * Asks the connected wallet to send a batch of calls (EIP-5792 wallet_sendCalls) on the active network;
 * resolves with the batch id for `getCallsStatus`. Each call's `to`, and `data` when present, must start
 * with 0x (InvalidSendCallsError, before the wallet is asked). A wallet without EIP-5792 gets the calls one
 * by one as eth_sendTransaction; the id then reports their receipts.
 */
export async function sendCalls<H extends ActionHost>(
  portkit: H & Capable<H, 'callBatches'>,
  parameters: SendCallsParameters,
): Promise<SendCallsResult> {
  const { adapter, wallet } = connectedWallet(portkit)
  return withCapability(adapter, 'callBatches', 'wallet_sendCalls').sendCalls(wallet, parameters)
}
