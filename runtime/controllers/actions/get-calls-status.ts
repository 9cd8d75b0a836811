import { connectedWallet, type ActionHost } from './context.ts'
import type { CallsStatus, GetCallsStatusParameters } from './types.ts'

/** The status of a batch sent with `sendCalls`: pending, success or failure, with the calls' receipts. */
export async function getCallsStatus(
  portkit: ActionHost,
  { id }: GetCallsStatusParameters,
): Promise<CallsStatus> {
  const { adapter, wallet } = connectedWallet(portkit)
  return adapter.getCallsStatus(wallet, id)
}
