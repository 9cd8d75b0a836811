import { connectedWallet, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'
import type { CallsStatus, GetCallsStatusParameters } from './types.ts'

/** The status of a batch sent with `sendCalls`: pending, success or failure, with the calls' receipts. */
export async function getCallsStatus<H extends ActionHost>(
  portkit: H & Capable<H, 'callBatches'>,
  { id }: GetCallsStatusParameters,
): Promise<CallsStatus> {
  const { adapter, wallet } = connectedWallet(portkit)
  return withCapability(adapter, 'callBatches', 'wallet_getCallsStatus').getCallsStatus(wallet, id)
}
