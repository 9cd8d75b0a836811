import { signal } from '@preact/signals-core'
import { errorMessage, outsideText, type ShownMessage } from '../../core/i18n/shown-message.ts'

/**
 * What a failed step shows: the catalogue key its error carries, else the error's own words (the spec's
 * texts and the frame's are thrown as they are), else the generic toast's key.
 */
export function stepFailure(caught: unknown): ShownMessage {
  const { messageKey } = (caught ?? {}) as { messageKey?: unknown }
  if (typeof messageKey !== 'string' && caught instanceof Error && caught.message)
    return outsideText(caught.message)
  return errorMessage(caught, 'SOMETHING_WENT_WRONG')
}

/** One form's steps (send a code, confirm it, ...): busy while one runs, its failure's message shown. */
export function createStepRunner() {
  const error = signal<ShownMessage | undefined>(undefined)
  const busy = signal(false)
  async function run(step: () => Promise<void>): Promise<void> {
    error.value = undefined
    busy.value = true
    try {
      await step()
    } catch (caught) {
      error.value = stepFailure(caught)
    } finally {
      busy.value = false
    }
  }
  return { error, busy, run }
}

export type StepRunner = ReturnType<typeof createStepRunner>
