import { signal } from '@preact/signals-core'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { EMPTY_SEND_FORM, type SendForm } from '../send-form.ts'

/** The Send form's signals; the actions (actions/) are their only writers. */
export function createSendState() {
  return {
    form: signal<SendForm>(EMPTY_SEND_FORM),
    loading: signal(false),
    /** A failed estimate blocks the send: the wallet would be asked for a transaction that cannot go through. */
    gasError: signal<ShownMessage | undefined>(undefined),
    /**
     * Not signals, as nothing shows them: counts of the estimate and name runs started, so that an answer
     * to a run a newer one replaced is dropped, and the pending name lookup's debounce timer.
     */
    runs: { estimate: 0, name: 0, nameTimer: undefined as ReturnType<typeof setTimeout> | undefined },
  }
}

export type SendState = ReturnType<typeof createSendState>
