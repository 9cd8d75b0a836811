import type { DataApiClient } from '../services/api/clients.ts'
import type { RecordCache } from '../services/cache.ts'
import { resolveAvatar } from '../services/identity-avatar.ts'
import { fetchIdentity, type Identity } from '../services/identity.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { AccountProfile } from './account.ts'

/** A name found where the identity lookup found none, and the avatar that source gives with it (an image URL). */
export interface FallbackProfile {
  name: string
  image?: string | undefined
}

/** A name source tried when the identity lookup fails, in order (adapter profile, then provider name). */
export type NameFallback = () => FallbackProfile | undefined | Promise<FallbackProfile | undefined>

interface Deps {
  state: PortkitState
  dataApi: DataApiClient | undefined
  cache: RecordCache
  fallbacks?: NameFallback[]
  fetch?: typeof fetch
}

/**
 * Name and avatar of the active account (spec sections 3 and 9): the identity lookup runs only on EVM
 * non-testnet networks and is cached 5 min; when it fails, the fallbacks are tried, else no name.
 */
export function createIdentityController({ state, dataApi, cache, fallbacks = [], fetch: fetchImpl }: Deps) {
  const { ipfsGateway } = state.config
  async function lookup(address: string): Promise<Identity> {
    const cached = cache.get<Identity>('identity', address)
    if (cached) return cached
    if (!dataApi) throw new TypeError('No data API configured')
    const identity = await fetchIdentity(dataApi, address, address)
    cache.set('identity', address, identity)
    return identity
  }

  async function fallbackProfile(): Promise<FallbackProfile | undefined> {
    for (const fallback of fallbacks) {
      const profile = await Promise.resolve()
        .then(fallback)
        .catch((error: unknown) => {
          console.warn('[portkit] name lookup failed', error)
          return undefined
        })
      if (profile?.name) return profile
    }
    return undefined
  }

  return {
    /** The active account's name, and its avatar still resolving; undefined where none is looked up. */
    async resolve(): Promise<AccountProfile | undefined> {
      const chain = state.activeChainState.value
      const address = chain?.address
      if (!address || chain.namespace !== 'eip155' || !chain.caipNetwork || chain.caipNetwork.testnet)
        return undefined
      const identity = await lookup(address).catch(() => undefined)
      if (identity?.name) {
        const image = identity.avatar
          ? resolveAvatar(identity.avatar, fetchImpl, ipfsGateway).catch((error: unknown) => {
              console.warn('[portkit] avatar unavailable', error)
              return undefined
            })
          : undefined
        return { name: identity.name, image }
      }
      const fallback = await fallbackProfile()
      return { name: fallback?.name, image: fallback?.image }
    },
  }
}

export type IdentityController = ReturnType<typeof createIdentityController>
