/**
 * Base58 (the Bitcoin alphabet Solana uses) and base64 for WalletConnect's solana methods, which carry
 * keys, messages and signatures as base58 and serialised transactions as base64. Small on purpose: no
 * chain library loads to sign a message.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)]! + text
    value /= 58n
  }
  // Each leading zero byte is one leading '1'.
  for (const byte of bytes) {
    if (byte !== 0) break
    text = '1' + text
  }
  return text
}

export function base58Decode(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new TypeError(`Not base58: ${JSON.stringify(text)}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

export function base64Encode(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function base64Decode(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
