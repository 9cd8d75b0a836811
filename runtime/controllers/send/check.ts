import { computed, type ReadonlySignal } from '@preact/signals-core'
import { checkSendForm, type SendCheck } from '../send-form.ts'
import type { SendDeps } from './actions/context.ts'
import { isSmartAccount, rulesOf } from './reads.ts'
import type { SendState } from './state.ts'

/** Whether the button may send: the form's checks, then a failed estimate (which blocks a ready form). */
export function sendCheck(deps: SendDeps, state: SendState): ReadonlySignal<SendCheck> {
  return computed((): SendCheck => {
    const formCheck = checkSendForm(state.form.value, {
      isSmartAccount: isSmartAccount(deps),
      ...rulesOf(deps),
    })
    const estimateError = state.gasError.value
    return formCheck.ready && estimateError
      ? { ready: false, label: 'send', error: estimateError }
      : formCheck
  })
}
