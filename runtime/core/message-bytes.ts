import type { SignableMessage } from 'viem'

/** The bytes a Solana or Bitcoin wallet signs for a sign-message request: text as UTF-8, `raw` as given (0x-hex or bytes). */
export function messageBytes(message: SignableMessage): Uint8Array {
  if (typeof message === 'string') return new TextEncoder().encode(message)
  if (typeof message.raw !== 'string') return message.raw
  const digits = message.raw.replace(/^0x/, '')
  return Uint8Array.from({ length: digits.length / 2 }, (_, i) =>
    parseInt(digits.slice(i * 2, i * 2 + 2), 16),
  )
}
