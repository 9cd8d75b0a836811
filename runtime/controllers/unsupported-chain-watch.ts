import { effect } from '@preact/signals-core'
import { showsUnsupportedChain } from '../core/unsupported-network.ts'
import type { PortkitState } from '../state/create-state.ts'
import type { View } from '../core/view-types.ts'

interface Deps {
  state: PortkitState
  /** Opens the modal on a view, or shows it when the modal is open. */
  show: (view: View) => void
  /** A basic connection (no chain adapters) never shows UnsupportedChain. */
  basic: boolean
}

/**
 * Spec section 4, Unsupported network: when the connected wallet lands on a network the config does not
 * list, UnsupportedChain shows, unless switching is disabled, unsupported chains are allowed, or the
 * connection is basic. Returns a stop function.
 */
export function watchUnsupportedChain({ state, show, basic }: Deps): () => void {
  let shownFor: string | undefined
  return effect(() => {
    const chain = state.activeChainState.value
    const network = chain?.status === 'connected' ? chain.caipNetwork : undefined
    const rules = {
      enableNetworkSwitch: state.config.enableNetworkSwitch,
      allowUnsupportedChain: state.config.allowUnsupportedChain,
      basic,
    }
    if (!showsUnsupportedChain(network, rules)) {
      shownFor = undefined
      return
    }
    const key = `${chain?.address}:${network?.caipNetworkId}`
    if (key === shownFor) return
    shownFor = key
    queueMicrotask(() => show({ name: 'UnsupportedChain' }))
  })
}
