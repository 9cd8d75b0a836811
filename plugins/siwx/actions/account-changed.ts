import { signsOutOnDisconnect, type SiwxHost } from './context.ts'

/** The account went away: its sessions are revoked when the host says so. */
export async function accountChanged(host: SiwxHost, caipAddress: string | undefined): Promise<void> {
  const { state, siwx } = host
  const previous = state.tracked.account
  if (caipAddress !== undefined && previous && caipAddress.endsWith(`:${previous.address}`)) return
  clearTimeout(state.tracked.expiry)
  state.sessions.value = []
  state.tracked.account = undefined
  if (caipAddress === undefined && previous && signsOutOnDisconnect(host))
    await siwx.revokeSession(previous.chainId, previous.address)
}
