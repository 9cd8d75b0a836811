import type { PortkitState } from '../state/create-state.ts'
import type { View } from './views.ts'

/** The view stack of spec section 2. Each rule is one line. */
export function createRouter(state: PortkitState, close: () => void) {
  const { views } = state
  const current = () => views.value[views.value.length - 1]

  return {
    /** Adds a view; ignored when it equals the current one. */
    push(view: View) {
      if (sameView(current(), view)) return
      views.value = [...views.value, view]
    },
    /** Replaces the whole history. */
    reset(view: View) {
      views.value = [view]
    },
    /** Swaps the last entry. */
    replace(view: View) {
      views.value = [...views.value.slice(0, -1), view]
    },
    /** Pops; closes the modal when one view remains or UnsupportedChain is in the history. */
    goBack() {
      if (views.value.length <= 1 || views.value.some((v) => v.name === 'UnsupportedChain')) {
        close()
        return
      }
      views.value = views.value.slice(0, -1)
    },
  }
}

export type Router = ReturnType<typeof createRouter>

function sameView(a: View | undefined, b: View): boolean {
  if (!a || a.name !== b.name) return false
  if (a.name === 'ConnectingExternal' && b.name === 'ConnectingExternal')
    return a.connector.id === b.connector.id
  return true
}
