import { computed } from '@preact/signals-core'
import type { ChainNamespace } from '../core/types.ts'
import type { PortkitState } from '../state/create-state.ts'
import { mergeConnectors } from './merge-connectors.ts'

/** Derived connector state: the merged list the wallet list shows, and the active connector per namespace. */
export function createConnectorsView(state: PortkitState) {
  return {
    merged: computed(() => mergeConnectors(state.connectors.value)),
    /** Active connector ids are kept per namespace (spec section 3, Connector). */
    activeConnectorIds: computed(() => {
      const ids: Partial<Record<ChainNamespace, string>> = {}
      for (const chain of Object.values(state.chains.value)) {
        if (chain.connectorId) ids[chain.namespace] = chain.connectorId
      }
      return ids
    }),
  }
}
