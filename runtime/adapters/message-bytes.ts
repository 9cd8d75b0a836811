import { hexToBytes, type SignableMessage } from 'viem'

/** The bytes a Solana or Bitcoin wallet signs for a sign-message request: text as UTF-8, `raw` as given (0x-hex or bytes). */
export function messageBytes(message: SignableMessage): Uint8Array {
  if (typeof message === 'string') return new TextEncoder().encode(message)
  return typeof message.raw === 'string' ? hexToBytes(message.raw) : message.raw
}
