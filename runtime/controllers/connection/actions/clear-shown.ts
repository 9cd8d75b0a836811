import type { ChainNamespace } from '../../../core/types.ts'
import { emptyChainState } from '../../../state/chain-state.ts'
import { updateChain } from '../../../state/create-state.ts'
import { connectedChains } from '../chains.ts'
import type { ConnectionHost } from './context.ts'

/** Resets one namespace to disconnected in this tab only, keeping the network the visitor was on. */
export function clearShown({ portkit, state }: ConnectionHost, namespace: ChainNamespace): void {
  state.unwatch.get(namespace)?.()
  state.unwatch.delete(namespace)
  updateChain(portkit, namespace, emptyChainState(namespace, portkit.chains.value[namespace]?.caipNetwork))
  // Another connection becomes current; with none left the active chain stays, disconnected.
  const other = connectedChains(portkit)[0]
  if (portkit.activeChain.value === namespace && other) portkit.activeChain.value = other
}
