import { signal } from '@preact/signals-core'
import { BALANCE_RETRY_BLOCK_MS } from '../core/constants.ts'
import { keyed, type ShownMessage } from '../core/i18n/shown-message.ts'

interface Options {
  /** Shows an error toast (the notifications controller). */
  notifyError?: (message: ShownMessage) => void
  now?: () => number
}

/**
 * Token balance fetch (spec section 4): sets loading; a failure records the time and shows 'Token Balance
 * Unavailable', and any retry within 30 s of it returns an empty list without a call.
 */
export function createTokenBalanceFetch({ notifyError, now = Date.now }: Options = {}) {
  const loading = signal(false)
  /** When the last fetch failed. */
  const lastRetry = signal<number | undefined>(undefined)

  return {
    loading,
    lastRetry,
    async fetch<T>(fetchBalances: () => Promise<T[]>): Promise<T[]> {
      const failedAt = lastRetry.value
      if (failedAt !== undefined && now() - failedAt < BALANCE_RETRY_BLOCK_MS) return []
      loading.value = true
      try {
        const balances = await fetchBalances()
        lastRetry.value = undefined
        return balances
      } catch {
        lastRetry.value = now()
        notifyError?.(keyed('TOKEN_BALANCE_UNAVAILABLE'))
        return []
      } finally {
        loading.value = false
      }
    },
  }
}
