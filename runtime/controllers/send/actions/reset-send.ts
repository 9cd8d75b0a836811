import { EMPTY_SEND_FORM } from '../../send-form.ts'
import type { SendHost } from './context.ts'

/** An empty form; a pending name lookup or estimate is dropped. */
export function resetSend({ state }: SendHost): void {
  state.runs.name++
  clearTimeout(state.runs.nameTimer)
  state.runs.estimate++
  state.gasError.value = undefined
  state.form.value = EMPTY_SEND_FORM
}
