import {
  computed,
  contractAnswer,
  dataApiGuards,
  getCapabilities,
  getPublicClient,
  getWalletClient,
  isUserRejection,
  RequestAbortedError,
  safeHttpUrl,
  shownText,
  signal,
  SmartSessionsUnsupportedError,
  TOASTS,
  TransactionRevertedError,
  UserRejectedError,
  waitForReceipt,
  type Address,
  type Hex,
  type PluginContext,
} from '../../runtime/plugins/index.ts'
import { DEFAULT_GAS_BUDGET, DEFAULT_SESSION_SECONDS, SESSION_KEYS_STORAGE_PREFIX } from './constants.ts'
import type * as SessionKeyOps from './session-key.ts'
import type { SmartSessionsStringKey } from './strings.ts'

/** One session the connected account granted (GET /v1/sessions/{address}), as the host and the view see it. */
export interface SmartSession {
  /** Permissions context id: names the session in every call. */
  pci: Hex
  /** CAIP-2 id of the network the session lives on. */
  caipNetworkId: string
  /** The one address the session key may call. */
  target: Address
  /** The session key's address. */
  key: Address
  /** Native value, in wei, the key may spend in all, and what it has spent. */
  limit: bigint
  spent: bigint
  /** Unix seconds. */
  expiry: number
  createdAt: number
  revokedAt?: number
  /** The site that asked for it. */
  app: { id: string; name: string; url?: string }
  status: 'active' | 'expired' | 'revoked'
  /** This browser holds the session key, so the host can call with it. */
  usable: boolean
}

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

/** A call the session key makes through the account: to the session's target, within its limit. */
export interface SessionCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** The key of a session this browser granted, kept in the instance's storage (IndexedDB). */
interface KeptKey {
  pci: Hex
  privateKey: Hex
  caipNetworkId: string
}

/** A session the browser holds no key for: it cannot be used from here. */
class SessionKeyMissingError extends Error {
  override name = 'SessionKeyMissingError'
  readonly shortMessage: string
  constructor(text: string) {
    super(text)
    this.shortMessage = text
  }
}

/** SessionAccount's errors, as the revert reasons shown for a refused session-key call. */
const REFUSALS: Record<string, SmartSessionsStringKey> = {
  Revoked: 'refusedRevoked',
  Expired: 'refusedExpired',
  OverLimit: 'refusedOverLimit',
  WrongTarget: 'refusedWrongTarget',
  UnknownSession: 'refusedUnknown',
  NotSessionKey: 'refusedUnknown',
}

/** Wallet failures in the catalogue's terms: a rejection is UserRejectedError (spec section 8). */
function walletFailure(failure: unknown): unknown {
  if (failure instanceof RequestAbortedError || failure instanceof UserRejectedError) return failure
  return isUserRejection(failure) ? new UserRejectedError({ cause: failure }) : failure
}

/** The text shown for a failure: 'Signature declined' for a rejection, else its catalogue text. */
function failureText(failure: unknown, fallback: string): string {
  if (failure instanceof UserRejectedError) return TOASTS.SIGNATURE_DECLINED
  return shownText(failure, fallback)
}

type ApiSession = {
  pci: string
  project: { id: string; name: string; url?: string }
  expiry: number
  createdAt: number
  revokedAt?: number
  permissions: { type: string; data: Record<string, unknown> }[]
  policies: { type: string; data: Record<string, unknown> }[]
}

// What the plugin reads inside a permission's or policy's `data`, which the contract leaves open (TypedData):
// the devnet's form (server/data-api/sessions.ts), an EVM address, a CAIP-2 id, a hex amount.
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const HEX_AMOUNT = /^0x[0-9a-fA-F]+$/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** GET /v1/sessions/{address}'s envelope: an object with a list, whose items are checked one by one. */
const isSessionList = (value: unknown): value is { pcis: unknown[] } =>
  isRecord(value) && Array.isArray(value.pcis)

/**
 * One listed session in the plugin's terms; undefined for a permission kind it does not know, or one whose
 * target, key, network or amounts are not what the session contract can have (a broken or hostile answer).
 */
export function toSmartSession(
  listed: ApiSession,
  keys: readonly KeptKey[],
  nowSeconds: number,
): SmartSession | undefined {
  const call = listed.permissions.find((permission) => permission.type === 'contract-call')?.data
  const allowance = listed.policies.find((policy) => policy.type === 'token-allowance')?.data
  if (!call || !allowance) return undefined
  const signer = isRecord(call.signer) && isRecord(call.signer.data) ? call.signer.data.id : undefined
  const { address, chainId } = call
  const spent = allowance.spent ?? '0x0'
  if (
    typeof address !== 'string' ||
    !EVM_ADDRESS.test(address) ||
    typeof signer !== 'string' ||
    !EVM_ADDRESS.test(signer) ||
    typeof chainId !== 'string' ||
    !CAIP2.test(chainId) ||
    typeof allowance.allowance !== 'string' ||
    !HEX_AMOUNT.test(allowance.allowance) ||
    typeof spent !== 'string' ||
    !HEX_AMOUNT.test(spent)
  )
    return undefined
  const pci = listed.pci.toLowerCase() as Hex
  const status =
    listed.revokedAt !== undefined ? 'revoked' : listed.expiry <= nowSeconds ? 'expired' : 'active'
  const url = safeHttpUrl(listed.project.url)
  return {
    pci,
    caipNetworkId: chainId,
    target: address as Address,
    key: signer as Address,
    limit: BigInt(allowance.allowance),
    spent: BigInt(spent),
    expiry: listed.expiry,
    createdAt: listed.createdAt,
    ...(listed.revokedAt !== undefined ? { revokedAt: listed.revokedAt } : {}),
    // Only the fields the plugin names; a link only when it is an http(s) one.
    app: { id: listed.project.id, name: listed.project.name, ...(url ? { url } : {}) },
    status,
    usable: status === 'active' && keys.some((kept) => kept.pci === pci),
  }
}

/** The readable sessions of an answer, each pci once (the first listed: the newest). */
async function readSessions(
  data: unknown,
  keys: readonly KeptKey[],
  nowSeconds: number,
): Promise<SmartSession[]> {
  const { isSmartSession } = await dataApiGuards()
  const listed = contractAnswer(data, isSessionList, 'smart sessions').pcis.filter(isSmartSession)
  const seen = new Set<string>()
  return listed.flatMap((item) => {
    const session = toSmartSession(item, keys, nowSeconds)
    if (!session || seen.has(session.pci)) return []
    seen.add(session.pci)
    return [session]
  })
}

interface Deps {
  context: PluginContext<SmartSessionsStringKey>
  now?: () => number
}

/**
 * Smart sessions (issue 13; spec sections 1, 6, 7 and 8): ERC-7715 grants and revocations through the
 * connected wallet (both unsafe methods, so `cancel()` aborts them), the sessions list from the data API,
 * the revocation relayed by it, and the session key's own calls, which never prompt the wallet.
 * Framework-free: the view and `useSmartSessions` only bind its signals.
 */
export function createSmartSessionsController({ context, now = Date.now }: Deps) {
  const { portkit, t } = context
  const sessions = signal<SmartSession[]>([])
  const loading = signal(false)
  const loadError = signal<string | undefined>(undefined)
  /** The last grant, call or revocation failure, as shown. */
  const error = signal<string | undefined>(undefined)
  /** Which unsafe request waits for the wallet. */
  const waiting = signal<'grant' | 'revoke' | undefined>(undefined)
  const revoking = signal<Hex | undefined>(undefined)
  /** Whether the wallet reports ERC-7715 permissions on the network; undefined until asked. */
  const supported = signal<boolean | undefined>(undefined)
  let loadRun = 0
  let ops: Promise<typeof SessionKeyOps> | undefined
  const loadOps = () => (ops ??= import('./session-key.ts'))

  /** The connected EVM account, or undefined (smart sessions are eip155 only). */
  const account = computed(() => {
    const chain = portkit.state.activeChainState.value
    if (chain?.status !== 'connected' || chain.namespace !== 'eip155' || !chain.address || !chain.caipNetwork)
      return undefined
    return { address: chain.address as Address, network: chain.caipNetwork }
  })

  function connected() {
    const current = account.value
    // The host action says why (the catalogue's 'No ActiveCaipAddress found').
    if (!current) return getWalletClient(portkit).then(() => account.value!)
    return Promise.resolve(current)
  }

  const storageKey = (address: Address) => `${SESSION_KEYS_STORAGE_PREFIX}${address.toLowerCase()}`
  const readKeys = async (address: Address) =>
    (await portkit.storage.get<KeptKey[]>(storageKey(address))) ?? []
  async function keep(address: Address, kept: KeptKey): Promise<void> {
    await portkit.storage.set(storageKey(address), [...(await readKeys(address)), kept])
  }
  async function forget(address: Address, pci: Hex): Promise<void> {
    const left = (await readKeys(address)).filter((kept) => kept.pci !== pci)
    await portkit.storage.set(storageKey(address), left)
  }

  /** GET /v1/sessions/{address}: the connected account's sessions, newest first. */
  async function refresh(): Promise<SmartSession[]> {
    const current = account.value
    const run = ++loadRun
    if (!current) {
      sessions.value = []
      return []
    }
    loading.value = true
    loadError.value = undefined
    try {
      const api = await context.api('dataApi')
      const [{ data }, keys] = await Promise.all([
        api.GET('/v1/sessions/{address}', { params: { path: { address: current.address } } }),
        readKeys(current.address),
      ])
      const list = await readSessions(data, keys, Math.floor(now() / 1000))
      if (run === loadRun) sessions.value = list
      return list
    } catch {
      if (run === loadRun) loadError.value = t('loadFailed')
      return sessions.value
    } finally {
      if (run === loadRun) loading.value = false
    }
  }

  /** wallet_getCapabilities: does the wallet grant ERC-7715 permissions on the active network? */
  async function checkSupport(): Promise<boolean> {
    const current = account.value
    if (!current) return (supported.value = false)
    const chainId = Number(current.network.id)
    const capabilities = await getCapabilities(portkit, { chainId }).catch(() => ({}))
    const permissions = (capabilities as Record<number, { permissions?: { supported?: unknown } }>)[chainId]
      ?.permissions
    return (supported.value = permissions?.supported === true)
  }

  async function guarded<T>(fallback: string, work: () => Promise<T>): Promise<T> {
    error.value = undefined
    try {
      return await work()
    } catch (failure) {
      const mapped = walletFailure(failure)
      error.value = failureText(mapped, fallback)
      throw mapped
    }
  }

  return {
    sessions,
    loading,
    loadError,
    error,
    waiting,
    revoking,
    supported,
    account,
    refresh,
    checkSupport,

    /**
     * Asks the wallet (ERC-7715 wallet_grantPermissions) to let a new session key call `target`, spending
     * at most `limit`, until the expiry. Only once the wallet granted is the key kept; a declined or
     * aborted request stores nothing. Rejects with the catalogue's error (SmartSessionsUnsupportedError,
     * UserRejectedError, RequestAbortedError...), whose text is also in `error`.
     */
    grant: (parameters: GrantParameters): Promise<SmartSession> => {
      return guarded(t('grantFailed'), async () => {
        const current = await connected()
        if (!(await checkSupport())) throw new SmartSessionsUnsupportedError()
        const { createSessionKey, requestGrant } = await loadOps()
        const key = createSessionKey()
        const expiry =
          parameters.expiry ??
          Math.floor(now() / 1000) + (parameters.durationSeconds ?? DEFAULT_SESSION_SECONDS)
        waiting.value = 'grant'
        let granted: { pci: Hex; expiry: number }
        try {
          granted = await portkit.rpcRequests.request('wallet_grantPermissions', async () =>
            requestGrant(await getWalletClient(portkit), {
              key: key.address,
              target: parameters.target,
              limit: parameters.limit,
              expiry,
              gasBudget: parameters.gasBudget ?? DEFAULT_GAS_BUDGET,
            }),
          )
        } finally {
          waiting.value = undefined
        }
        const pci = granted.pci.toLowerCase() as Hex
        await keep(current.address, {
          pci,
          privateKey: key.privateKey,
          caipNetworkId: current.network.caipNetworkId,
        })
        const listed = (await refresh()).find((session) => session.pci === pci)
        return (
          listed ?? {
            pci,
            caipNetworkId: current.network.caipNetworkId,
            target: parameters.target,
            key: key.address,
            limit: parameters.limit,
            spent: 0n,
            expiry: granted.expiry,
            createdAt: Math.floor(now() / 1000),
            app: { id: globalThis.location?.origin ?? '', name: globalThis.location?.host ?? '' },
            status: 'active',
            usable: true,
          }
        )
      })
    },

    /**
     * The session key calls `to` through the account: signed by the key and sent over the network's RPC,
     * so the wallet is not asked. A call the session does not allow (revoked, expired, over the limit,
     * another target) is refused by the chain: TransactionRevertedError with the reason. Resolves with
     * the receipt once mined.
     */
    execute: (pci: Hex, call: SessionCall) => {
      return guarded(TOASTS.SOMETHING_WENT_WRONG, async () => {
        const current = await connected()
        const kept = (await readKeys(current.address)).find(
          (candidate) => candidate.pci === pci.toLowerCase(),
        )
        if (!kept) throw new SessionKeyMissingError(t('noKey'))
        const { sendWithKey, refusalName } = await loadOps()
        const client = await getPublicClient(portkit, { caipNetworkId: kept.caipNetworkId })
        let hash: Hex
        try {
          hash = await sendWithKey(client, kept.privateKey, {
            account: current.address,
            pci: kept.pci,
            to: call.to,
            value: call.value ?? 0n,
            data: call.data ?? '0x',
          })
        } catch (failure) {
          const refusal = REFUSALS[refusalName(failure) ?? '']
          throw refusal ? new TransactionRevertedError(t(refusal)) : failure
        }
        const receipt = await waitForReceipt(portkit, { hash, caipNetworkId: kept.caipNetworkId })
        void refresh()
        return receipt
      })
    },

    /**
     * Revokes a session: the wallet signs the revocation (ERC-7715 wallet_revokePermissions), then
     * POST /v1/sessions/{address}/revoke with the pci and that signature has it ended on chain. A declined
     * or aborted signature posts nothing and keeps the session.
     */
    revoke: (pci: Hex): Promise<void> => {
      return guarded(t('revokeFailed'), async () => {
        const current = await connected()
        const session = sessions.value.find((candidate) => candidate.pci === pci.toLowerCase())
        if (!session) throw new SessionKeyMissingError(t('refusedUnknown'))
        revoking.value = session.pci
        try {
          const { requestRevoke } = await loadOps()
          waiting.value = 'revoke'
          let signature: Hex
          try {
            signature = await portkit.rpcRequests.request('wallet_revokePermissions', async () =>
              requestRevoke(await getWalletClient(portkit), {
                pci: session.pci,
                address: current.address,
                chainId: session.caipNetworkId,
                expiry: session.expiry,
              }),
            )
          } finally {
            waiting.value = undefined
          }
          const api = await context.api('dataApi')
          const { data } = await api.POST('/v1/sessions/{address}/revoke', {
            params: { path: { address: current.address } },
            body: { pci: session.pci, signature },
          })
          // Only the contract's `success: true` ends it: anything else is a failed revocation, key kept.
          const { isSuccessResponse } = await dataApiGuards()
          if (!contractAnswer(data, isSuccessResponse, 'smart session revoke').success)
            throw new Error('The data API did not revoke the session')
          await forget(current.address, session.pci)
          portkit.notifications.success(t('revokedToast'))
          await refresh()
        } finally {
          revoking.value = undefined
        }
      })
    },

    /** Spec section 6: aborts the open unsafe requests (the wallet's prompt is no longer awaited). */
    cancel: (): void => {
      portkit.rpcRequests.rejectOpenRequests()
    },

    /** Another account or none: its sessions must not show. */
    reset(): void {
      loadRun++
      sessions.value = []
      loading.value = false
      loadError.value = undefined
      error.value = undefined
      supported.value = undefined
    },
  }
}

export type SmartSessionsController = ReturnType<typeof createSmartSessionsController>
