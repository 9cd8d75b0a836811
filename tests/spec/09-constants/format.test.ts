import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from '../../../runtime/core/i18n/intl-format.ts'
import { formatFiat } from '../../../runtime/controllers/tokens.ts'
import {
  formatBalance,
  formatTokenQuantity,
  formatUnitsFloored,
  truncateAddress,
} from '../../../runtime/core/format.ts'

describe('spec 9: balance shown floored to 3 decimals', () => {
  it.each([
    [parseEther('10000'), '10000.000'],
    [parseEther('1.23456'), '1.234'],
    [parseEther('1.9999999'), '1.999'],
    [parseEther('0.0009'), '0.000'],
    [0n, '0.000'],
    [1n, '0.000'],
  ])('%s wei -> %s', (wei, shown) => expect(formatBalance(wei, 18)).toBe(shown))

  it('floors tokens with few decimals and pads', () => {
    expect(formatBalance(parseUnits('12.5', 6), 6)).toBe('12.500')
    expect(formatBalance(15n, 1)).toBe('1.500')
    expect(formatBalance(7n, 0)).toBe('7.000')
  })

  it('floors toward zero for negative amounts', () => {
    expect(formatUnitsFloored(-parseEther('1.23456'), 18)).toBe('-1.234')
  })

  it('fiat values: floored to 2 decimals, with thousands separators', () => {
    expect(formatFiat(30015716.699)).toBe('30,015,716.69')
    expect(formatFiat(999.999)).toBe('999.99')
    expect(formatFiat(1000)).toBe('1,000.00')
    expect(formatFiat(0.005)).toBe('0.00')
  })

  it('fiat values a service may send that cents in a double cannot hold: shown, never a throw (fuzz seed 20261207)', () => {
    // 1e308 in cents overflows to Infinity, which BigInt refused: the Tokens tab threw while rendering.
    const grouped = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    expect(formatFiat(1e308)).toBe(`${grouped(BigInt(1e308))}.00`)
    // A sum past the largest double: the largest double.
    expect(formatFiat(1e308 + 1e308)).toBe(`${grouped(BigInt(Number.MAX_VALUE))}.00`)
    expect(formatFiat(Number.NaN)).toBe('0.00')
    expect(formatFiat(-5)).toBe('0.00')
  })

  it('supports the 2-decimal token totals', () => {
    expect(formatUnitsFloored(parseUnits('3.456', 18), 18, 2)).toBe('3.45')
  })
})

describe('spec 9: addresses truncated in the middle', () => {
  it('keeps 0x plus 4 leading and 4 trailing characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })

  it('keeps short strings whole', () => {
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
    // Whole up to the kept characters plus the one the ellipsis replaces; one more is cut.
    expect(truncateAddress('0x123456789')).toBe('0x123456789')
    expect(truncateAddress('0x1234567890')).toBe('0x1234…7890')
  })

  it('truncates non-0x addresses', () => {
    expect(truncateAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('EPjF…Dt1v')
  })
})

describe('spec 9: relative time labels sec, min, hr, d, mo, yr', () => {
  const now = 1_700_000_000_000
  it.each([
    [0, '0 sec'],
    [5_000, '5 sec'],
    [59_999, '59 sec'],
    [60_000, '1 min'],
    [3 * 3_600_000, '3 hr'],
    [2 * 86_400_000, '2 d'],
    [45 * 86_400_000, '1 mo'],
    [800 * 86_400_000, '2 yr'],
  ])('%i ms ago -> %s', (ago, label) => {
    expect(formatRelativeTime(now - ago, now)).toBe(label)
  })
})

describe('spec 9: amounts in lists floored to 3 decimals', () => {
  it.each([
    ['12.3456', '12.345'],
    ['7', '7.000'],
    ['0.5', '0.500'],
  ])('%s -> %s', (numeric, shown) => expect(formatTokenQuantity(numeric)).toBe(shown))

  it('a negative amount that floors to nothing has no sign; whole units need no fraction digits', () => {
    expect(formatUnitsFloored(-1n, 18, 3)).toBe('0.000')
    expect(formatUnitsFloored(-(10n ** 18n), 18, 3)).toBe('-1.000')
    expect(formatUnitsFloored(-(10n ** 15n), 18, 3)).toBe('-0.001')
    expect(formatUnitsFloored(25n * 10n ** 17n, 18, 0)).toBe('2')
  })
})
