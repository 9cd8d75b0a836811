import { effect } from '@preact/signals-core'
import type { PortkitState } from '../state/create-state.ts'
import type { HistoryController } from './history.ts'
import type { IdentityController } from './identity.ts'
import type { TokensController } from './tokens.ts'

interface Deps {
  state: PortkitState
  identity: Pick<IdentityController, 'sync'>
  history: Pick<HistoryController, 'reset'>
  tokens: Pick<TokensController, 'clear'>
}

/**
 * A new account or network starts the account features afresh: the old tokens and activity belong to
 * another account, and the name is looked up again (cached 5 min). Returns a stop function.
 */
export function watchAccountFeatures({ state, identity, history, tokens }: Deps): () => void {
  let current: string | undefined
  return effect(() => {
    const chain = state.activeChainState.value
    const next = chain?.status === 'connected' ? state.activeCaipAddress.value : undefined
    if (next === current) return
    current = next
    history.reset()
    tokens.clear()
    // Outside the effect: the lookup reads state it must not subscribe to.
    queueMicrotask(() => void identity.sync())
  })
}
