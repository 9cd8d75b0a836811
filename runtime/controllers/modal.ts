import type { PortkitState } from '../state/create-state.ts'
import type { Router } from './router.ts'
import type { View } from './views.ts'

export interface ModalEnvironment {
  hasAdapters: boolean
  isMobile: () => boolean
}

/** Opening rule of spec section 2: caller's view, else Account when connected, else Connect. */
export function initialView(state: PortkitState, env: ModalEnvironment, requested?: View): View {
  if (requested) return requested
  if (state.activeCaipAddress.value) return { name: 'Account' }
  if (!env.hasAdapters)
    return env.isMobile() ? { name: 'AllWallets' } : { name: 'ConnectingWalletConnectBasic' }
  return { name: 'Connect' }
}

export function createModal(state: PortkitState, env: ModalEnvironment, router: () => Router) {
  return {
    open(view?: View) {
      router().reset(initialView(state, env, view))
      state.lastError.value = undefined
      state.isOpen.value = true
    },
    close() {
      state.isOpen.value = false
    },
  }
}

export type Modal = ReturnType<typeof createModal>
