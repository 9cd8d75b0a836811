import type { SiwxHost } from './context.ts'

/** Signs the connected account out: its sessions are revoked. */
export async function signOut({ state, siwx }: SiwxHost): Promise<void> {
  const { account } = state.tracked
  clearTimeout(state.tracked.expiry)
  if (account) await siwx.revokeSession(account.chainId, account.address)
  state.sessions.value = []
}
