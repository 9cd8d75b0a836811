import { failureMessage, walletFailure } from '../failures.ts'
import type { SmartSessionsMessage } from '../messages.ts'
import type { SmartSessionsHost } from './context.ts'

/** Runs a grant, call or revocation: its failure, in the catalogue's terms, is shown in `error` and rethrown. */
export async function guarded<T>(
  host: SmartSessionsHost,
  fallback: SmartSessionsMessage,
  work: () => Promise<T>,
): Promise<T> {
  const { error } = host.state
  error.value = undefined
  try {
    return await work()
  } catch (failure) {
    const mapped = walletFailure(failure)
    error.value = failureMessage(mapped, fallback)
    throw mapped
  }
}
