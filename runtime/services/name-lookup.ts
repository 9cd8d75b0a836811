import {
  HttpStatusError,
  InvalidEnsNameError,
  MalformedAnswerError,
  ResolveNameError,
} from '../core/errors.ts'
import { toRegistrationCoinType } from '../core/validation/coin-type.ts'
import { ensNormalize } from '../core/validation/ens-normalize.ts'
import type { DataApiClient } from './api/clients.ts'
import type { RecordCache } from './cache.ts'
import { dataApiGuards } from './api/contract-answer.ts'
import type { NameRecord } from './name-record.ts'

/** ENS's coin type of Ethereum (SLIP-44 60): the address an ENS name gives every EVM chain without its own. */
const ETHEREUM_COIN_TYPE = '60'

/** What a name resolves to on a chain: the address, and the name and avatar to show beside it. */
export interface ResolvedName {
  name: string
  address: string
  avatar?: string
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
  const name = normalized(typed)
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
    if (!(await dataApiGuards()).isNameRecord(data)) throw new MalformedAnswerError('name record')
    return data
  } catch (cause) {
    if (cause instanceof HttpStatusError && cause.status === 404) return null
    throw new ResolveNameError({ cause })
  }
}

/**
 * ENSIP-15 normalisation (spec section 5), as core/validation/ens-name.ts does it: imported from the
 * normaliser's own module, which the plugin API does not re-export, so the bundler keeps the normaliser in
 * this lazy chunk instead of the initial JS.
 */
function normalized(name: string): string {
  try {
    return ensNormalize(name)
  } catch (cause) {
    throw new InvalidEnsNameError({ cause })
  }
}
