import type { Hex, PluginContext } from '../../runtime/plugins/index.ts'
import { checkSupport } from './actions/check-support.ts'
import type { SmartSessionsHost } from './actions/context.ts'
import { executeCall, type SessionCall } from './actions/execute-call.ts'
import { grantSession, type GrantParameters } from './actions/grant-session.ts'
import { refreshSessions } from './actions/refresh-sessions.ts'
import { resetSessions } from './actions/reset-sessions.ts'
import { revokeSession } from './actions/revoke-session.ts'
import type * as SessionKeyOps from './session-key.ts'
import { createSmartSessionsState } from './state.ts'
import type { SmartSessionsStringKey } from './strings.ts'

// The plugin's names, from the modules that hold them, for the view, index.ts and the tests.
export type { GrantParameters } from './actions/grant-session.ts'
export type { SessionCall } from './actions/execute-call.ts'
export { toSmartSession, type SmartSession } from './session-list.ts'

interface Deps {
  context: PluginContext<SmartSessionsStringKey>
  now?: () => number
}

/**
 * Smart sessions (issue 13; spec sections 1, 6, 7 and 8): ERC-7715 grants and revocations through the
 * connected wallet (both unsafe methods, so `cancel()` aborts them), the sessions list from the data API,
 * the revocation relayed by it, and the session key's own calls, which never prompt the wallet.
 * Framework-free: the view and `useSmartSessions` only bind its signals. The wiring only: the signals are
 * state.ts's, each transition is a file of actions/ taking the host made here.
 */
export function createSmartSessionsController({ context, now = Date.now }: Deps) {
  const state = createSmartSessionsState(context.portkit)
  let ops: Promise<typeof SessionKeyOps> | undefined
  const loadOps = () => (ops ??= import('./session-key.ts'))
  const host: SmartSessionsHost = { context, state, now, loadOps }
  const { runs: _runs, ...signals } = state
  return {
    ...signals,
    refresh: () => refreshSessions(host),
    checkSupport: () => checkSupport(host),
    /** ERC-7715 grant of a new session key (actions/grant-session.ts); its failure is also in `error`. */
    grant: (parameters: GrantParameters) => grantSession(host, parameters),
    /** A call with the session's key, no wallet prompt (actions/execute-call.ts). */
    execute: (pci: Hex, call: SessionCall) => executeCall(host, pci, call),
    /** The wallet signs the revocation, the data API relays it (actions/revoke-session.ts). */
    revoke: (pci: Hex) => revokeSession(host, pci),
    /** Spec section 6: aborts the open unsafe requests (the wallet's prompt is no longer awaited). */
    cancel: (): void => context.portkit.rpcRequests.rejectOpenRequests(),
    /** Another account or none: its sessions must not show. */
    reset: () => resetSessions(host),
  }
}

export type SmartSessionsController = ReturnType<typeof createSmartSessionsController>
