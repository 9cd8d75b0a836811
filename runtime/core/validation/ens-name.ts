import { packetToBytes } from 'viem/ens'
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

/**
 * DNS wire encoding of a name for resolution. viem's encoder replaces a label over 255 bytes by its
 * `[labelhash]`, as the universal resolver expects.
 */
export function encodeEnsName(name: string): Uint8Array {
  return packetToBytes(name)
}
