import type { ChainNamespace, Network } from '../core/types.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { NameFallback } from './identity.ts'
import type { ChainAdapter } from './types.ts'

/** An adapter that can name an account itself (e.g. a reverse lookup over RPC); optional on ChainAdapter. */
interface ProfileAdapter {
  getProfile?(address: string, network: Network): Promise<{ name?: string } | undefined>
}

/**
 * Spec section 8, Fallbacks: a failed identity lookup falls back to the adapter profile, then a provider
 * name (a wallet or login provider that reports the account's user name), else no name.
 */
export function identityFallbacks(
  state: PortkitState,
  /** The namespace's adapter; one that throws (none configured) fails this fallback only. */
  adapterOf: (namespace: ChainNamespace) => ChainAdapter | undefined,
): NameFallback[] {
  const active = () => state.activeChainState.value
  return [
    async () => {
      const chain = active()
      if (!chain?.address || !chain.caipNetwork) return undefined
      const adapter = adapterOf(chain.namespace) as (ChainAdapter & ProfileAdapter) | undefined
      return (await adapter?.getProfile?.(chain.address, chain.caipNetwork))?.name
    },
    () => {
      const connector = state.activeConnector.value
      const name = (connector?.provider as { userName?: unknown } | undefined)?.userName
      return typeof name === 'string' && name.length > 0 ? name : undefined
    },
  ]
}
