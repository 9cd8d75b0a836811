import type { WalletConnectHost } from './context.ts'

/** Forgets the pairing on offer and everything shown of it (spec section 4, Resetting). */
export function resetPairing({ portkit, state }: WalletConnectHost): void {
  const wc = portkit.walletConnect
  state.generation++
  state.handedOff = undefined
  clearTimeout(state.retryTimer)
  wc.wcUri.value = undefined
  wc.wcPairingExpiry.value = undefined
  wc.wcLinking.value = undefined
  wc.wcError.value = false
  wc.buffering.value = false
  wc.recentWallet.value = undefined
}
