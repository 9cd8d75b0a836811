import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'

const CHECKSUM_PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * True when `address` is an SS58 account address (a 32-byte key, any chain's format) whose checksum holds:
 * base58 of a 1- or 2-byte format prefix, the key, and the first two bytes of blake2b-512('SS58PRE' +
 * prefix + key). Small on purpose: the send form and the provider check addresses without loading the
 * extension's crypto chunk.
 */
export function isSs58Address(address: string): boolean {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return false
  }
  const prefixLength = (bytes[0] ?? 0) < 64 ? 1 : 2
  if (bytes.length !== prefixLength + 32 + 2) return false
  const body = bytes.subarray(0, -2)
  const hash = blake2b(new Uint8Array([...CHECKSUM_PREFIX, ...body]), { dkLen: 64 })
  return hash[0] === bytes[bytes.length - 2] && hash[1] === bytes[bytes.length - 1]
}
