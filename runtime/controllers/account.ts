import { formatBalance } from '../core/format.ts'
import type { ChainNamespace } from '../core/types.ts'
import { updateChain, type PortkitState } from '../state/create-state.ts'
import type { ChainAdapter } from './types.ts'

/** Balance shown when the wallet layer cannot read one (spec section 8, Fallbacks). */
const FALLBACK_BALANCE = { value: 0n, decimals: 18, symbol: 'ETH', formatted: '0.00' }

export function createAccountController(
  state: PortkitState,
  adapterFor: (ns: ChainNamespace) => ChainAdapter,
) {
  return {
    async refreshBalance(namespace: ChainNamespace): Promise<void> {
      const chain = state.chains.value[namespace]
      if (!chain?.address || !chain.caipNetwork) return
      const { address, caipNetwork } = chain
      updateChain(state, namespace, { balanceLoading: true })
      try {
        const native = await adapterFor(namespace).getBalance(address, caipNetwork)
        if (!isStillCurrent(state, namespace, address, caipNetwork.caipNetworkId)) return
        updateChain(state, namespace, {
          balance: { ...native, formatted: formatBalance(native.value, native.decimals) },
          balanceLoading: false,
        })
      } catch (error) {
        console.warn('[portkit] balance unavailable', error)
        updateChain(state, namespace, { balance: FALLBACK_BALANCE, balanceLoading: false })
      }
    },
  }
}

/** A slow answer for a previous account or network must not overwrite the current one. */
function isStillCurrent(state: PortkitState, namespace: ChainNamespace, address: string, networkId: string) {
  const chain = state.chains.value[namespace]
  return chain?.address === address && chain.caipNetwork?.caipNetworkId === networkId
}

export type AccountController = ReturnType<typeof createAccountController>
