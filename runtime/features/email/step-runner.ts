import { signal } from '@preact/signals-core'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { failureMessage } from '../../core/i18n/shown-message.ts'

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
      error.value = failureMessage(caught)
    } finally {
      busy.value = false
    }
  }
  return { error, busy, run }
}
