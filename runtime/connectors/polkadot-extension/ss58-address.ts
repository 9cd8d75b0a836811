import { blake2b } from '@noble/hashes/blake2b'
import { base58, hex } from '@scure/base'

const CHECKSUM_PREFIX = new TextEncoder().encode('SS58PRE')
const KEY_LENGTH = 32
// base58 of at most 2 + 32 + 2 bytes: 50 characters. Longer text is refused before decoding, which takes
// time quadratic in the length (a pasted 100 kB text held the page for half a minute per check).
const MAX_ADDRESS_LENGTH = 50
// One-byte formats 46 and 47 are reserved, and a first byte with its top bit set is no SS58 prefix.
const isReservedFirstByte = (first: number) => first >= 0x80 || first === 46 || first === 47

/**
 * The account key of an SS58 address (a 32-byte key, any chain's format) as hex, when its checksum holds;
 * undefined for anything else. SS58 is base58 of a 1- or 2-byte format prefix, the key, and the first two
 * bytes of blake2b-512('SS58PRE' + prefix + key). Small on purpose: the send form and the provider check
 * addresses without loading the extension's crypto chunk, and one key's addresses on different chains
 * compare equal through it. Reserved prefixes (formats 46 and 47, a first byte of 0x80 or more) are refused,
 * as @polkadot/util-crypto refuses them.
 */
export function ss58PublicKey(address: string): string | undefined {
  if (address.length > MAX_ADDRESS_LENGTH) return undefined
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return undefined
  }
  const first = bytes[0] ?? 0
  if (isReservedFirstByte(first)) return undefined
  const prefixLength = first < 64 ? 1 : 2
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
