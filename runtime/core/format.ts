import { DISPLAY_DECIMALS } from './constants.ts'

/** Display formatting of spec section 9: balances floored, addresses truncated in the middle. */

/**
 * Formats an integer amount of the smallest unit with exactly `fractionDigits` decimals, rounding
 * toward zero so a balance is never shown higher than it is.
 */
export function formatUnitsFloored(
  value: bigint,
  decimals: number,
  fractionDigits: number = DISPLAY_DECIMALS.balance,
): string {
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = magnitude / base
  const fraction = magnitude % base
  const scaled =
    decimals >= fractionDigits
      ? fraction / 10n ** BigInt(decimals - fractionDigits)
      : fraction * 10n ** BigInt(fractionDigits - decimals)
  const digits = fractionDigits > 0 ? `.${scaled.toString().padStart(fractionDigits, '0')}` : ''
  const sign = negative && (whole > 0n || scaled > 0n) ? '-' : ''
  return `${sign}${whole}${digits}`
}

/** Balance as shown in the account button and view: floored to 3 decimals. */
export function formatBalance(value: bigint, decimals: number): string {
  return formatUnitsFloored(value, decimals, DISPLAY_DECIMALS.balance)
}

/** A token's quantity as shown in lists (token rows, the send picker): floored to 3 decimals. */
export function formatTokenQuantity(numeric: string): string {
  const [whole = '0', fraction = ''] = numeric.split('.')
  const digits = DISPLAY_DECIMALS.transferAmounts
  return `${whole}.${fraction.padEnd(digits, '0').slice(0, digits)}`
}

/** `0x1234…abcd`: keeps the prefix and first 4 characters, and the last 4. */
export function truncateAddress(address: string, head = 4, tail = 4): string {
  const prefix = address.startsWith('0x') ? 2 : 0
  const keep = prefix + head
  if (address.length <= keep + tail + 1) return address
  return `${address.slice(0, keep)}…${address.slice(-tail)}`
}
