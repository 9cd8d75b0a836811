import { effect } from '@preact/signals-core'
import type { WalletConnectHost } from './context.ts'
import { resetPairing } from './reset-pairing.ts'

/** Disconnecting a WalletConnect session resets the pairing state (spec section 4, Resetting). */
export function resetWhenSessionEnds(host: WalletConnectHost): () => void {
  const { portkit, state } = host
  return effect(() => {
    const ids = new Set(portkit.connectors.value.filter((c) => c.pairing !== undefined).map((c) => c.id))
    const connected = Object.values(portkit.chains.value).some(
      (chain) =>
        chain?.status === 'connected' && chain.connectorId !== undefined && ids.has(chain.connectorId),
    )
    if (state.wasConnected && !connected) resetPairing(host)
    state.wasConnected = connected
  })
}
