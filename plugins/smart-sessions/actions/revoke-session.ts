import {
  contractAnswer,
  dataApiGuards,
  getWalletClient,
  keyed,
  UnexpectedAnswerError,
  type Address,
  type Hex,
} from '../../../runtime/plugins/index.ts'
import { SessionKeyMissingError } from '../failures.ts'
import { forgetKey } from '../kept-keys.ts'
import type { SmartSession } from '../session-list.ts'
import { connectedAccount, type SmartSessionsHost } from './context.ts'
import { guarded } from './guarded.ts'
import { refreshSessions } from './refresh-sessions.ts'

/**
 * Revokes a session: the wallet signs the revocation (ERC-7715 wallet_revokePermissions), then
 * POST /v1/sessions/{address}/revoke with the pci and that signature has it ended on chain. A declined or
 * aborted signature posts nothing and keeps the session.
 */
export function revokeSession(host: SmartSessionsHost, pci: Hex): Promise<void> {
  const { state, context } = host
  return guarded(host, keyed('revokeFailed'), async () => {
    const current = await connectedAccount(host)
    const session = state.sessions.value.find((candidate) => candidate.pci === pci.toLowerCase())
    if (!session) throw new SessionKeyMissingError('refusedUnknown', context.t('refusedUnknown'))
    state.revoking.value = session.pci
    try {
      const signature = await signRevocation(host, session, current.address)
      await postRevocation(host, current.address, session.pci, signature)
      await forgetKey(context.portkit, current.address, session.pci)
      context.portkit.notifications.success(context.t('revokedToast'))
      await refreshSessions(host)
    } finally {
      state.revoking.value = undefined
    }
  })
}

/** wallet_revokePermissions, an unsafe request `cancel()` aborts; `waiting` says so meanwhile. */
async function signRevocation(
  host: SmartSessionsHost,
  session: SmartSession,
  address: Address,
): Promise<Hex> {
  const { portkit } = host.context
  const { requestRevoke } = await host.loadOps()
  host.state.waiting.value = 'revoke'
  try {
    return await portkit.rpcRequests.request('wallet_revokePermissions', async () =>
      requestRevoke(await getWalletClient(portkit), {
        pci: session.pci,
        address,
        chainId: session.caipNetworkId,
        expiry: session.expiry,
      }),
    )
  } finally {
    host.state.waiting.value = undefined
  }
}

/** POST /v1/sessions/{address}/revoke: only the contract's `success: true` ends it, else it throws (key kept). */
async function postRevocation(host: SmartSessionsHost, address: Address, pci: Hex, signature: Hex) {
  const api = await host.context.api('dataApi')
  const { data } = await api.POST('/v1/sessions/{address}/revoke', {
    params: { path: { address } },
    body: { pci, signature },
  })
  const { isSuccessResponse } = await dataApiGuards()
  if (!contractAnswer(data, isSuccessResponse, 'smart session revoke').success)
    throw new UnexpectedAnswerError('The data API did not revoke the session')
}
