import type { OnrampMessage } from './messages.ts'
import type { OnrampState } from './state.ts'
import type { OnrampStringKey } from './strings.ts'

/** Whether the button may continue, or the label (and the message of what stops it) to show instead. */
export type OnrampCheck =
  { ready: true; label: OnrampStringKey } | { ready: false; label: OnrampStringKey; error?: OnrampMessage }

/** The button's state for the form as it stands (the controller's `check` signal computes it). */
export function onrampCheck(state: OnrampState): OnrampCheck {
  if (!state.address.value) return { ready: false, label: 'continue', error: { key: 'notConnected' } }
  if (!state.chosenProvider.value) return { ready: false, label: 'continue', error: { key: 'noProvider' } }
  if (state.opening.value) return { ready: false, label: 'opening' }
  const problem = state.problem.value
  if (problem) {
    const empty = state.amount.value.trim() === ''
    return { ready: false, label: 'enterAmount', error: empty ? undefined : problem }
  }
  if (!state.shownQuote.value) return { ready: false, label: 'gettingQuote' }
  if (state.error.value) return { ready: false, label: 'continue', error: state.error.value }
  return { ready: true, label: 'continue' }
}
