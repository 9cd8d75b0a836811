import { computed, signal, type Address, type Hex, type PluginContext } from '../../runtime/plugins/index.ts'
import type { SmartSessionsMessage } from './messages.ts'
import type { SmartSession } from './session-list.ts'

/** The smart-sessions signals and the account they belong to; the actions (actions/) are their only writers. */
export function createSmartSessionsState(portkit: PluginContext['portkit']) {
  return {
    sessions: signal<SmartSession[]>([]),
    loading: signal(false),
    loadError: signal<SmartSessionsMessage | undefined>(undefined),
    /** The last grant, call or revocation failure, as shown. */
    error: signal<SmartSessionsMessage | undefined>(undefined),
    /** Which unsafe request waits for the wallet. */
    waiting: signal<'grant' | 'revoke' | undefined>(undefined),
    revoking: signal<Hex | undefined>(undefined),
    /** Whether the wallet reports ERC-7715 permissions on the network; undefined until asked. */
    supported: signal<boolean | undefined>(undefined),
    /** The connected EVM account, or undefined (smart sessions are eip155 only). */
    account: computed(() => {
      const chain = portkit.state.activeChainState.value
      if (
        chain?.status !== 'connected' ||
        chain.namespace !== 'eip155' ||
        !chain.address ||
        !chain.caipNetwork
      )
        return undefined
      return { address: chain.address as Address, network: chain.caipNetwork }
    }),
    /** Not a signal, as nothing shows it: a count of the loads started, so a replaced one's answer is dropped. */
    runs: { load: 0 },
  }
}

export type SmartSessionsState = ReturnType<typeof createSmartSessionsState>
