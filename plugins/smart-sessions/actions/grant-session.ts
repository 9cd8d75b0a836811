import {
  getWalletClient,
  keyed,
  SmartSessionsUnsupportedError,
  type Address,
  type Hex,
} from '../../../runtime/plugins/index.ts'
import { DEFAULT_GAS_BUDGET, DEFAULT_SESSION_SECONDS } from '../constants.ts'
import { keepKey } from '../kept-keys.ts'
import type { SessionKey } from '../session-key.ts'
import type { SmartSession } from '../session-list.ts'
import { checkSupport } from './check-support.ts'
import { connectedAccount, nowSeconds, type SmartSessionsHost } from './context.ts'
import { guarded } from './guarded.ts'
import { refreshSessions } from './refresh-sessions.ts'

/** What the host asks the wallet for: one target, a native spending limit, an expiry. */
export interface GrantParameters {
  target: Address
  /** Wei the session key may spend in all. */
  limit: bigint
  /** Unix seconds; `durationSeconds` from now when left out (an hour by default). */
  expiry?: number
  durationSeconds?: number
  /** Wei the wallet sends the key for its own gas (ERC-7715 gas-limit policy); 0.001 ETH by default. */
  gasBudget?: bigint
}

/**
 * Asks the wallet (ERC-7715 wallet_grantPermissions) to let a new session key call `target`, spending at
 * most `limit`, until the expiry. Only once the wallet granted is the key kept; a declined or aborted
 * request stores nothing. Rejects with the catalogue's error (SmartSessionsUnsupportedError,
 * UserRejectedError, RequestAbortedError...), whose text is also in `error`.
 */
export function grantSession(host: SmartSessionsHost, parameters: GrantParameters): Promise<SmartSession> {
  return guarded(host, keyed('grantFailed'), async () => {
    const current = await connectedAccount(host)
    if (!(await checkSupport(host))) throw new SmartSessionsUnsupportedError()
    const { createSessionKey } = await host.loadOps()
    const key = createSessionKey()
    const granted = await askWallet(host, key, parameters)
    const pci = granted.pci.toLowerCase() as Hex
    const caipNetworkId = current.network.caipNetworkId
    await keepKey(host.context.portkit, current.address, { pci, privateKey: key.privateKey, caipNetworkId })
    const listed = (await refreshSessions(host)).find((session) => session.pci === pci)
    return listed ?? grantedSession(host, { pci, caipNetworkId, key, parameters, expiry: granted.expiry })
  })
}

/** wallet_grantPermissions, an unsafe request `cancel()` aborts; `waiting` says so meanwhile. */
async function askWallet(host: SmartSessionsHost, key: SessionKey, parameters: GrantParameters) {
  const { portkit } = host.context
  const { requestGrant } = await host.loadOps()
  const expiry =
    parameters.expiry ?? nowSeconds(host) + (parameters.durationSeconds ?? DEFAULT_SESSION_SECONDS)
  host.state.waiting.value = 'grant'
  try {
    return await portkit.rpcRequests.request('wallet_grantPermissions', async () =>
      requestGrant(await getWalletClient(portkit), {
        key: key.address,
        target: parameters.target,
        limit: parameters.limit,
        expiry,
        gasBudget: parameters.gasBudget ?? DEFAULT_GAS_BUDGET,
      }),
    )
  } finally {
    host.state.waiting.value = undefined
  }
}

/** The session as granted, when the data API does not list it yet. */
function grantedSession(
  host: SmartSessionsHost,
  grant: { pci: Hex; caipNetworkId: string; key: SessionKey; parameters: GrantParameters; expiry: number },
): SmartSession {
  return {
    pci: grant.pci,
    caipNetworkId: grant.caipNetworkId,
    target: grant.parameters.target,
    key: grant.key.address,
    limit: grant.parameters.limit,
    spent: 0n,
    expiry: grant.expiry,
    createdAt: nowSeconds(host),
    app: { id: globalThis.location?.origin ?? '', name: globalThis.location?.host ?? '' },
    status: 'active',
    usable: true,
  }
}
