import type { ChainNamespace } from '../core/types.ts'
import type { RecordCache } from '../services/cache.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { NameFallback } from './identity.ts'
import type { ChainAdapter, ChainProfile } from './types.ts'

/**
 * Spec section 8, Fallbacks: a failed (or, without a data API, absent) identity lookup falls back to the
 * adapter profile (the chain's own name records: ENS primary name and avatar on EVM), then a provider
 * name (a wallet or login provider that reports the account's user name), else no name.
 */
export function identityFallbacks(
  state: PortkitState,
  /** The namespace's adapter; one that throws (none configured) fails this fallback only. */
  adapterOf: (namespace: ChainNamespace) => ChainAdapter | undefined,
  /** The adapter profile is a name lookup: cached 5 min (spec section 9). */
  cache: RecordCache,
): NameFallback[] {
  const active = () => state.activeChainState.value
  return [
    async () => {
      const chain = active()
      if (!chain?.address || !chain.caipNetwork) return undefined
      const key = `${chain.caipNetwork.caipNetworkId}:${chain.address}`
      const cached = cache.get<ChainProfile | null>('name', key)
      if (cached !== undefined) return cached ?? undefined
      const adapter = adapterOf(chain.namespace)
      if (!adapter?.getProfile) return undefined
      const profile = await adapter.getProfile(chain.address, chain.caipNetwork)
      // An account without a name is remembered too: it is not asked again for 5 min.
      cache.set('name', key, profile ?? null)
      return profile && { name: profile.name, image: profile.avatar }
    },
    () => {
      const connector = state.activeConnector.value
      const name = (connector?.provider as { userName?: unknown } | undefined)?.userName
      return typeof name === 'string' && name.length > 0 ? { name } : undefined
    },
  ]
}
