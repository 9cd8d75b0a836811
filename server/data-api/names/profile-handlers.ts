import { notFound } from '../../http/api-error.ts'
import type { DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { parseAccount } from '../inputs.ts'
import { avatarImage } from './avatar-image.ts'
import { ensNameRecord, readEnsIdentity, readEnsNameRecord } from './ens-names.ts'
import { findName, namesOf, registeredAmong } from './name-store.ts'
import { MIN_LABEL_LENGTH, NAME_ZONE, parseName } from './name-rules.ts'

/**
 * GET /v1/profile/account/{name}: the name's records when it is registered here, else (outside Portkit's
 * zone) what ENS resolves it to; a 404 when neither knows it.
 */
export function lookupNameHandler(context: DataApiContext): DataApiHandler<'lookupName'> {
  return async ({ path }) => {
    const { name, zone } = parseName(path.name, 'name')
    const record =
      (await findName(context.db, name)) ??
      (zone === NAME_ZONE ? undefined : await readEnsNameRecord(context.chains, name))
    if (!record) throw notFound('name', `The name ${name} is not registered`)
    return { json: record }
  }
}

/**
 * GET /v1/profile/reverse/{address}: the names registered here to the address, oldest first, then its ENS
 * primary name (names are eip155 only: others get none).
 */
export function reverseLookupNameHandler(context: DataApiContext): DataApiHandler<'reverseLookupName'> {
  return async ({ path }) => {
    const address = parseAccount(path.address, 'address')
    if (!address) return { json: [] }
    const [registered, ens] = await Promise.all([
      namesOf(context.db, address),
      readEnsIdentity(context.chains, address),
    ])
    return { json: ens ? [...registered, ensNameRecord(address, ens)] : registered }
  }
}

/**
 * GET /v1/identity/{address}: the primary (first registered) name here and its avatar record, else the
 * address's ENS primary name and avatar, else nulls. ENS is only asked when no name is registered here.
 * Either way an NFT avatar record is answered as its image URL.
 */
export function getIdentityHandler(context: DataApiContext): DataApiHandler<'getIdentity'> {
  return async ({ path }) => {
    const address = parseAccount(path.address, 'address')
    if (!address) return { json: { name: null, avatar: null } }
    const primary = (await namesOf(context.db, address))[0]
    if (primary) {
      const record = primary.attributes.avatar
      return {
        json: { name: primary.name, avatar: record ? await avatarImage(context.chains, record) : null },
      }
    }
    const ens = await readEnsIdentity(context.chains, address)
    return { json: { name: ens?.name ?? null, avatar: ens?.avatar ?? null } }
  }
}

const MAX_SUGGESTIONS = 5

/**
 * GET /v1/profile/suggestions/{name}: the wanted name (with whether it is taken) followed by free
 * variants of it. The devnet only suggests in its own zone; another zone gets no suggestions.
 */
export function getNameSuggestionsHandler(context: DataApiContext): DataApiHandler<'getNameSuggestions'> {
  return async ({ path, query }) => {
    const zone = query.zone ?? NAME_ZONE
    const { label } = parseName(path.name, 'name')
    if (zone !== NAME_ZONE) return { json: { suggestions: [] } }

    const variants = [
      label,
      `${label}-dev`,
      `${label}1`,
      `${label}2`,
      `${label}3`,
      `my-${label}`,
      `${label}-wallet`,
    ]
    const candidates = variants
      .filter((variant) => variant.length >= MIN_LABEL_LENGTH)
      .map((v) => `${v}.${zone}`)
    const taken = await registeredAmong(context.db, candidates)
    const wanted = `${label}.${zone}`
    const suggestions = candidates
      .filter((name) => name === wanted || !taken.has(name))
      .slice(0, MAX_SUGGESTIONS)
      .map((name) => ({ name, registered: taken.has(name) }))
    return { json: { suggestions } }
  }
}
