import { signal } from '@preact/signals-core'
import type { TransitionDirection, View } from '../core/view-types.ts'
import type { PortkitState } from '../state/create-state.ts'
import { mayShow } from '../core/view-rules.ts'

/** The view stack of spec section 2. Each rule is one line. */
export function createRouter(state: PortkitState, close: () => void) {
  const { views } = state
  const current = () => views.value[views.value.length - 1]
  // Which way the view transition animates: forward for push/replace/reset, back for goBack.
  const direction = signal<TransitionDirection>('next')
  // Set while a started send shows Account: going back would show a form already submitted.
  const backDisabled = signal(false)

  function forward(next: View[]): void {
    direction.value = 'next'
    backDisabled.value = false
    views.value = next
  }

  return {
    direction,
    backDisabled,
    /** Adds a view; ignored when it equals the current one or the config turns it off. */
    push(view: View) {
      if (!sameView(current(), view) && mayShow(state.config, view)) forward([...views.value, view])
    },
    /** Replaces the whole history; `backDisabled` keeps the visitor on it (after a send starts). */
    reset(view: View, resetOptions: { backDisabled?: boolean } = {}) {
      forward([view])
      backDisabled.value = resetOptions.backDisabled ?? false
    },
    /** Swaps the last entry. */
    replace(view: View) {
      forward([...views.value.slice(0, -1), view])
    },
    /** Pops; closes the modal when one view remains or UnsupportedChain is in the history. */
    goBack() {
      if (backDisabled.value) return
      if (views.value.length <= 1 || views.value.some((v) => v.name === 'UnsupportedChain')) {
        close()
      } else {
        direction.value = 'prev'
        views.value = views.value.slice(0, -1)
      }
    },
  }
}

export type Router = ReturnType<typeof createRouter>

/** Same name, and for views about one wallet, the same wallet. */
function sameView(a: View | undefined, b: View): boolean {
  if (!a || a.name !== b.name) return false
  if (a.name === 'ConnectingExternal' && b.name === 'ConnectingExternal')
    return a.connector.id === b.connector.id
  if (a.name === 'ConnectingWalletConnect' && b.name === 'ConnectingWalletConnect')
    return a.wallet.id === b.wallet.id
  return true
}
