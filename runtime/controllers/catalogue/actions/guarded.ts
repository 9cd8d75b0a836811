import { outsideText } from '../../../core/i18n/shown-message.ts'
import { hasSource, type CatalogueHost } from './context.ts'

/** Runs a catalogue request; a failure is shown as `error` (its own words) and answers undefined. */
export async function guarded<T>(host: CatalogueHost, work: () => Promise<T>): Promise<T | undefined> {
  if (!hasSource(host)) return undefined
  const { error } = host.state
  try {
    error.value = undefined
    return await work()
  } catch (cause) {
    error.value = outsideText((cause as Error).message)
    return undefined
  }
}
