import { base58 } from '@scure/base'
import { compactU16, KEY_BYTES, SIGNATURE_BYTES, VERSIONED_PREFIX } from '../../core/solana-wire.ts'

/**
 * A serialised transaction (legacy or versioned) with `signature` in the slot of signer `pubkey`: what a
 * wallet that answers solana_signTransaction with the signature alone means.
 */
export function withSignature(transaction: Uint8Array, pubkey: string, signature: Uint8Array): Uint8Array {
  const [slots, slotsStart] = compactU16(transaction, 0)
  let message = slotsStart + slots * SIGNATURE_BYTES
  if (transaction[message]! & VERSIONED_PREFIX) message++
  const requiredSignatures = transaction[message]!
  const [, keysStart] = compactU16(transaction, message + 3)
  const key = base58.decode(pubkey)
  const signer = Array.from({ length: Math.min(requiredSignatures, slots) }, (_, i) =>
    transaction.subarray(keysStart + i * KEY_BYTES, keysStart + (i + 1) * KEY_BYTES),
  ).findIndex((candidate) => candidate.every((byte, i) => byte === key[i]))
  if (signer < 0 || signature.length !== SIGNATURE_BYTES) {
    throw new TypeError(`The wallet's signature is not for a signer of this transaction (${pubkey})`)
  }
  const signed = Uint8Array.from(transaction)
  signed.set(signature, slotsStart + signer * SIGNATURE_BYTES)
  return signed
}
