import { signal } from '@preact/signals-core'
import { TOASTS } from '../../core/errors.ts'

/** What a failed step shows: its own message (the spec's texts are thrown as they are), else the generic toast. */
export function errorText(caught: unknown): string {
  return caught instanceof Error && caught.message ? caught.message : TOASTS.SOMETHING_WENT_WRONG
}

/** One form's steps (send a code, confirm it, ...): busy while one runs, its failure's text shown. */
export function createStepRunner() {
  const error = signal<string | undefined>(undefined)
  const busy = signal(false)
  async function run(step: () => Promise<void>): Promise<void> {
    error.value = undefined
    busy.value = true
    try {
      await step()
    } catch (caught) {
      error.value = errorText(caught)
    } finally {
      busy.value = false
    }
  }
  return { error, busy, run }
}
