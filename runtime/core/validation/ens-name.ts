import { ens_normalize } from '@adraffy/ens-normalize'
import { packetToBytes } from 'viem/ens'
import { InvalidEnsNameError } from '../errors.ts'

/**
 * ENSIP-15 normalisation through the maintained reference normaliser: it rejects disallowed characters,
 * illegal script mixes, empty labels and misplaced underscores (spec section 5).
 */
export function normalizeEnsName(name: string): string {
  try {
    return ens_normalize(name)
  } catch (cause) {
    throw new InvalidEnsNameError({ cause })
  }
}

export function isNormalizableEnsName(name: string): boolean {
  try {
    ens_normalize(name)
    return true
  } catch {
    return false
  }
}

/**
 * DNS wire encoding of a name for resolution. viem's encoder replaces a label over 255 bytes by its
 * `[labelhash]`, as the universal resolver expects.
 */
export function encodeEnsName(name: string): Uint8Array {
  return packetToBytes(name)
}
