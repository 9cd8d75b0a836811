/** Address rules of spec section 5. */

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
// Base58 alphabet: no 0, O, I or l.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

export function isEvmAddress(address: string): boolean {
  return EVM_ADDRESS.test(address)
}

export function isSolanaAddress(address: string): boolean {
  return SOLANA_ADDRESS.test(address)
}
