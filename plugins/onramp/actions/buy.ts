import { safeProviderUrl } from '../provider-url.ts'
import type { OnrampHost } from './context.ts'
import { requestProviderUrl } from './request-provider-url.ts'
import { watchPurchase } from './watch-purchase.ts'

/** Asks for the provider's page and opens it in a new tab; returns the opened address. Never throws. */
export async function buy(host: OnrampHost): Promise<string | undefined> {
  const { state } = host
  if (!host.check.value.ready) return undefined
  state.opening.value = true
  state.error.value = undefined
  try {
    const url = safeProviderUrl(await requestProviderUrl(host))
    if (!url) {
      state.error.value = { key: 'unsafeUrl' }
      return undefined
    }
    host.openWindow(url)
    watchPurchase(host)
    return url
  } catch {
    state.error.value = { key: 'openFailed' }
    return undefined
  } finally {
    state.opening.value = false
  }
}
