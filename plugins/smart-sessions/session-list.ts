import {
  contractAnswer,
  dataApiGuards,
  safeHttpUrl,
  type Address,
  type Hex,
} from '../../runtime/plugins/index.ts'
import type { KeptKey } from './kept-keys.ts'

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

const isMatch = (pattern: RegExp, value: unknown): value is string =>
  typeof value === 'string' && pattern.test(value)

/** The fields of a listed session the plugin reads, when each is what the session contract can have. */
function sessionFields(listed: ApiSession) {
  const call = listed.permissions.find((permission) => permission.type === 'contract-call')?.data
  const allowance = listed.policies.find((policy) => policy.type === 'token-allowance')?.data
  if (!call || !allowance) return undefined
  const signer = isRecord(call.signer) && isRecord(call.signer.data) ? call.signer.data.id : undefined
  const { address, chainId } = call
  const spent = allowance.spent ?? '0x0'
  const limit = allowance.allowance
  if (
    !isMatch(EVM_ADDRESS, address) ||
    !isMatch(EVM_ADDRESS, signer) ||
    !isMatch(CAIP2, chainId) ||
    !isMatch(HEX_AMOUNT, limit) ||
    !isMatch(HEX_AMOUNT, spent)
  )
    return undefined
  return { target: address as Address, key: signer as Address, chainId, limit, spent }
}

/**
 * One listed session in the plugin's terms; undefined for a permission kind it does not know, or one whose
 * target, key, network or amounts are not what the session contract can have (a broken or hostile answer).
 */
export function toSmartSession(
  listed: ApiSession,
  keys: readonly KeptKey[],
  nowSeconds: number,
): SmartSession | undefined {
  const fields = sessionFields(listed)
  if (!fields) return undefined
  const pci = listed.pci.toLowerCase() as Hex
  const status =
    listed.revokedAt !== undefined ? 'revoked' : listed.expiry <= nowSeconds ? 'expired' : 'active'
  const url = safeHttpUrl(listed.project.url)
  return {
    pci,
    caipNetworkId: fields.chainId,
    target: fields.target,
    key: fields.key,
    limit: BigInt(fields.limit),
    spent: BigInt(fields.spent),
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
export async function readSessions(
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
