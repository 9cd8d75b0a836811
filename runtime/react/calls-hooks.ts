import {
  getCallsStatus,
  getCapabilities,
  sendCalls,
  type CallsStatus,
  type CapabilitiesByChain,
  type GetCapabilitiesParameters,
  type SendCallsParameters,
  type SendCallsResult,
} from '../controllers/actions/index.ts'
import { queryKey } from '../controllers/actions/query-key.ts'
import { useAccount } from './hooks.ts'
import type { QueryOptions } from './query-hooks.ts'
import { useActionMutation, useActionQuery, type MutationResult, type QueryResult } from './use-action.ts'

/**
 * EIP-5792 batches (issue 11): `useSendCalls` sends, `useCallsStatus` follows the batch id it returned,
 * `useCapabilities` says what the wallet supports per chain id. A wallet without EIP-5792 gets the calls
 * one by one (see `sendCalls`), and its id works with `useCallsStatus` all the same.
 */

export function useSendCalls(): MutationResult<SendCallsResult, SendCallsParameters> {
  return useActionMutation(sendCalls)
}

/** The batch's status and receipts; waits for an id. `refetch` to poll. */
export function useCallsStatus(
  parameters: { id?: string | undefined } & QueryOptions,
): QueryResult<CallsStatus> {
  const { enabled = true, id } = parameters
  return useActionQuery(
    queryKey({ callsStatus: id }),
    (portkit) => getCallsStatus(portkit, { id: id! }),
    enabled && id !== undefined,
  )
}

/** The connected wallet's capabilities per chain id (assetDiscovery among them); waits for a connection. */
export function useCapabilities(
  parameters: GetCapabilitiesParameters & QueryOptions = {},
): QueryResult<CapabilitiesByChain> {
  const { enabled = true, ...capabilities } = parameters
  const { isConnected } = useAccount()
  return useActionQuery(
    queryKey({ capabilities }),
    (portkit) => getCapabilities(portkit, capabilities),
    enabled && isConnected,
  )
}
