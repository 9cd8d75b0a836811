import { HttpStatusError, NamesForAddressError, ResolveNameError } from '../core/errors.ts'
import { toRegistrationCoinType } from '../core/validation/coin-type.ts'
import { normalizeEnsName } from '../core/validation/ens-name.ts'
import type { components } from './api/data-api.gen.ts'
import type { DataApiClient } from './api/clients.ts'
import type { RecordCache } from './cache.ts'

export type NameRecord = components['schemas']['NameRecord']

/** ENS's coin type of Ethereum (SLIP-44 60): the address an ENS name gives every EVM chain without its own. */
const ETHEREUM_COIN_TYPE = '60'

/** What a name resolves to on a chain: the address, and the name and avatar to show beside it. */
export interface ResolvedName {
  name: string
  address: string
  avatar?: string
}

/**
 * A typed receiver that is a name rather than an address: a dot, no spaces, not hex. The form resolves
 * it; anything else is checked as an address.
 */
export function looksLikeName(text: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)+$/u.test(text) && !/^0x[0-9a-f]*$/i.test(text)
}

/**
 * Forward name resolution (spec sections 3 and 7: GET /v1/profile/account/{name}, the `name` record cached
 * 5 min): the address the name holds for chain `chainId` (its coin type, ENSIP-11, else Ethereum's), with
 * its avatar record. A name nobody holds, or that holds no address here, resolves to no address; any other
 * failure is 'Error resolving name' (spec section 8), which the caller also treats as no address.
 */
export async function resolveName(
  client: DataApiClient,
  cache: RecordCache,
  typed: string,
  chainId: number,
): Promise<ResolvedName | undefined> {
  const name = normalizeEnsName(typed)
  let record = cache.get<NameRecord | null>('name', name)
  if (record === undefined) {
    record = await fetchNameRecord(client, name)
    cache.set('name', name, record)
  }
  const address =
    record?.addresses[String(toRegistrationCoinType(chainId))] ?? record?.addresses[ETHEREUM_COIN_TYPE]
  if (!address) return undefined
  return { name, address: address.address, avatar: record?.attributes.avatar }
}

/** The name's record, null when nobody holds it (404). */
async function fetchNameRecord(client: DataApiClient, name: string): Promise<NameRecord | null> {
  try {
    const { data } = await client.GET('/v1/profile/account/{name}', { params: { path: { name } } })
    if (!isNameRecord(data)) throw new TypeError('Malformed name record')
    return data
  } catch (cause) {
    if (cause instanceof HttpStatusError && cause.status === 404) return null
    throw new ResolveNameError({ cause })
  }
}

/**
 * The names an address holds (spec section 7: GET /v1/profile/reverse/{address}): those registered with
 * Portkit first, then its ENS primary name. Any failure is 'Error fetching names for address'.
 */
export async function namesOfAddress(client: DataApiClient, address: string): Promise<NameRecord[]> {
  try {
    const { data } = await client.GET('/v1/profile/reverse/{address}', {
      params: { path: { address }, query: { sender: address } },
    })
    if (!Array.isArray(data) || !data.every(isNameRecord)) throw new TypeError('Malformed names response')
    return data
  } catch (cause) {
    throw new NamesForAddressError({ cause })
  }
}

function isNameRecord(value: unknown): value is NameRecord {
  const record = value as Partial<NameRecord> | null
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.name === 'string' &&
    typeof record.addresses === 'object' &&
    record.addresses !== null &&
    typeof record.attributes === 'object' &&
    record.attributes !== null
  )
}
