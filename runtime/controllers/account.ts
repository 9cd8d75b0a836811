import { signal } from '@preact/signals-core'
import { BALANCE_RETRY_BLOCK_MS } from '../core/constants.ts'
import { FALLBACK_BALANCE, TOASTS } from '../core/errors.ts'
import { formatBalance } from '../core/format.ts'
import type { ChainNamespace, Network } from '../core/types.ts'
import { updateChain, type PortkitState } from '../state/create-state.ts'
import type { ChainAdapter, NativeBalance } from './types.ts'
import type { AccountTab } from '../core/view-types.ts'

export interface AccountOptions {
  now?: () => number
  /** Shows an error toast (the notifications controller). */
  notifyError?: (message: string) => void
  /** The data API's native balance, asked first; undefined or a failure falls back to the adapter's RPC. */
  nativeBalance?: (address: string, network: Network) => Promise<NativeBalance | undefined>
}

/** Account state of spec section 3 that is not per chain: the Account view's tab and token balances. */
export function createAccountController(
  state: PortkitState,
  adapterFor: (ns: ChainNamespace) => ChainAdapter,
  options: AccountOptions = {},
) {
  const now = options.now ?? Date.now
  const currentTab = signal<AccountTab>('Tokens')
  const tokenBalanceLoading = signal(false)
  /** When the last token balance fetch failed; retries within 30 s of it are not attempted. */
  const lastRetry = signal<number | undefined>(undefined)

  return {
    currentTab,
    tokenBalanceLoading,
    lastRetry,

    setCurrentTab(tab: AccountTab): void {
      currentTab.value = tab
    },

    async refreshBalance(namespace: ChainNamespace): Promise<void> {
      const chain = state.chains.value[namespace]
      if (!chain?.address || !chain.caipNetwork) return
      const { address, caipNetwork } = chain
      updateChain(state, namespace, { balanceLoading: true })
      try {
        const fromApi = await options.nativeBalance?.(address, caipNetwork).catch(() => undefined)
        const native = fromApi ?? (await adapterFor(namespace).getBalance(address, caipNetwork))
        if (!isStillCurrent(state, namespace, address, caipNetwork.caipNetworkId)) return
        updateChain(state, namespace, {
          balance: { ...native, formatted: formatBalance(native.value, native.decimals) },
          balanceLoading: false,
        })
      } catch (error) {
        // Spec section 8, Fallbacks: a warning, and 0.00 ETH.
        console.warn('[portkit] balance unavailable', error)
        updateChain(state, namespace, { balance: { ...FALLBACK_BALANCE }, balanceLoading: false })
      }
    },

    /**
     * Token balances (spec section 4): sets loading; a failure records the time and shows
     * 'Token Balance Unavailable', and any retry within 30 s of it returns an empty list without a call.
     */
    async fetchTokenBalances<T>(fetchBalances: () => Promise<T[]>): Promise<T[]> {
      const failedAt = lastRetry.value
      if (failedAt !== undefined && now() - failedAt < BALANCE_RETRY_BLOCK_MS) return []
      tokenBalanceLoading.value = true
      try {
        const balances = await fetchBalances()
        lastRetry.value = undefined
        return balances
      } catch {
        lastRetry.value = now()
        options.notifyError?.(TOASTS.TOKEN_BALANCE_UNAVAILABLE)
        return []
      } finally {
        tokenBalanceLoading.value = false
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
