import { computed, parseCaipAddress } from '../../../runtime/plugins/index.ts'
import type { SiwxSession } from '../types.ts'
import { connectedAddress, isSignable, signView, type SiwxHost } from './context.ts'

/** Views of a connection in progress: the connect flow closes the modal when it ends, so SIWX waits. */
const CONNECTING = new Set<string>([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/** Spec section 4: after connect, a supported network with no session opens SIWXSignMessage. */
export async function checkSessions(host: SiwxHost, caipAddress: string): Promise<void> {
  if (!isSignable(host, caipAddress)) return
  const { state, siwx, context } = host
  const { namespace, reference: chainId, address } = parseCaipAddress(caipAddress)
  const account = { chainId: `${namespace}:${chainId}`, address }
  state.tracked.account = account
  const list = await siwx.getSessions(account.chainId, address)
  if (connectedAddress(host) !== caipAddress) return
  state.sessions.value = list
  scheduleExpiry(host, list, caipAddress)
  if (list.length > 0) return
  await connectFlowDone(host)
  if (connectedAddress(host) !== caipAddress) return
  state.error.value = undefined
  await context.portkit.modal.open(signView(host))
}

/** Re-checks when the earliest session expires (spec: sessions expire at expirationTime). */
export function scheduleExpiry(host: SiwxHost, list: SiwxSession[], caipAddress: string): void {
  const { tracked } = host.state
  clearTimeout(tracked.expiry)
  const times = list.flatMap((s) => (s.data.expirationTime ? [Date.parse(s.data.expirationTime)] : []))
  if (times.length === 0) return
  const wait = Math.max(0, Math.min(...times) - Date.now())
  // setTimeout holds at most ~24.8 days; a later expiry is re-checked then.
  tracked.expiry = setTimeout(() => void checkSessions(host, caipAddress), Math.min(wait + 50, 2 ** 31 - 1))
}

/** Resolves once no connection flow holds the modal (that flow closes it when it ends). */
function connectFlowDone(host: SiwxHost): Promise<void> {
  const { state } = host.context.portkit
  const busy = computed(() => state.isOpen.value && CONNECTING.has(state.currentView.value.name))
  return new Promise((resolve) => {
    const stop = busy.subscribe((holding) => {
      if (holding) return
      queueMicrotask(() => stop())
      resolve()
    })
  })
}
