import { blake2b } from '@noble/hashes/blake2b'
import { base58, hex } from '@scure/base'

const CHECKSUM_PREFIX = new TextEncoder().encode('SS58PRE')
const KEY_LENGTH = 32

/**
 * The account key of an SS58 address (a 32-byte key, any chain's format) as hex, when its checksum holds;
 * undefined for anything else. SS58 is base58 of a 1- or 2-byte format prefix, the key, and the first two
 * bytes of blake2b-512('SS58PRE' + prefix + key). Small on purpose: the send form and the provider check
 * addresses without loading the extension's crypto chunk, and one key's addresses on different chains
 * compare equal through it.
 */
export function ss58PublicKey(address: string): string | undefined {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined
  }
  const prefixLength = (bytes[0] ?? 0) < 64 ? 1 : 2
  if (bytes.length !== prefixLength + KEY_LENGTH + 2) return undefined
  const body = bytes.subarray(0, -2)
  const hash = blake2b(new Uint8Array([...CHECKSUM_PREFIX, ...body]), { dkLen: 64 })
  if (hash[0] !== bytes[bytes.length - 2] || hash[1] !== bytes[bytes.length - 1]) return undefined
  return hex.encode(body.subarray(prefixLength))
}

/** True when `address` is an SS58 account address whose checksum holds (see ss58PublicKey). */
export function isSs58Address(address: string): boolean {
  return ss58PublicKey(address) !== undefined
}
