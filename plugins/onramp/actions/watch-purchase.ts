import { PURCHASE_WATCH_MS } from '../constants.ts'
import { completePurchase } from './complete-purchase.ts'
import type { OnrampHost } from './context.ts'
import { purchasesOf } from './purchases-of.ts'

/**
 * Waits for the purchase made in the provider's tab: the history's purchases of the provider are read
 * once as they are, then every `pollMs` until a new one shows (or PURCHASE_WATCH_MS passed). Only
 * Coinbase's page comes from the generator, so only its purchases are watched.
 */
export function watchPurchase(host: OnrampHost): void {
  const { state } = host
  const account = state.address.value
  const chainId = state.network.value?.caipNetworkId
  if (!account || !chainId || state.chosenProvider.value !== 'coinbase') return
  const run = ++state.runs.watch
  clearTimeout(state.runs.watchTimer)
  state.purchaseStatus.value = { status: 'waiting' }
  const started = host.now()
  let known: Set<string> | undefined
  const tick = async () => {
    try {
      const list = await purchasesOf(host, account, chainId)
      if (run !== state.runs.watch) return
      if (!known) known = new Set(list.map((item) => item.id))
      else {
        const found = list.find((item) => !known!.has(item.id))
        if (found) return completePurchase(host, found)
      }
    } catch {
      // The history may be briefly unavailable: the purchase is still on its way, keep asking.
      if (run !== state.runs.watch) return
    }
    if (host.now() - started >= PURCHASE_WATCH_MS) {
      state.purchaseStatus.value = undefined
      return
    }
    state.runs.watchTimer = setTimeout(() => void tick(), host.pollMs)
  }
  void tick()
}
