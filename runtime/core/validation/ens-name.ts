import { InvalidEnsNameError } from '../errors.ts'
import { ensNormalize } from './ens-normalize.ts'

/**
 * ENSIP-15 normalisation through the maintained reference normaliser: it rejects disallowed characters,
 * illegal script mixes, empty labels and misplaced underscores (spec section 5).
 */
export function normalizeEnsName(name: string): string {
  try {
    return ensNormalize(name)
  } catch (cause) {
    throw new InvalidEnsNameError({ cause })
  }
}
