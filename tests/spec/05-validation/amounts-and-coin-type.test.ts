import { describe, expect, it } from 'vitest'
import { InvalidCoinTypeChainIdError, InvalidDecimalError } from '../../../runtime/core/errors.ts'
import { toRegistrationCoinType } from '../../../runtime/core/validation/coin-type.ts'
import { assertDecimal, isDecimal } from '../../../runtime/core/validation/decimal.ts'

describe('spec 5: decimal amounts are an optional minus, digits, optional dot and digits', () => {
  it.each(['0', '12', '-3', '0.5', '-0.001', '1234567890.0987654321'])('accepts %s', (value) => {
    expect(isDecimal(value)).toBe(true)
    expect(assertDecimal(value)).toBe(value)
  })

  it.each(['', '.5', '5.', '1.2.3', '+1', '1e5', '1,5', ' 1', '--1', 'abc', '0x10'])(
    "rejects %j with 'Number is not a valid decimal number'",
    (value) => {
      expect(isDecimal(value)).toBe(false)
      expect(() => assertDecimal(value)).toThrowError(InvalidDecimalError)
      expect(() => assertDecimal(value)).toThrowError('Number is not a valid decimal number')
    },
  )
})

describe('spec 5: coin type for name registration is chain id OR 0x80000000', () => {
  it.each([
    [1, 0x80000001],
    [10, 0x8000000a],
    [137, 0x80000089],
    [8453, 0x80002105],
    [0, 0x80000000],
    [0x7fffffff, 0xffffffff],
  ])('chain %i -> %i', (chainId, coinType) => {
    expect(toRegistrationCoinType(chainId)).toBe(coinType)
  })

  it.each([0x80000000, 0x80000001, 2 ** 32, -1, 1.5])('chain id %s is invalid', (chainId) => {
    expect(() => toRegistrationCoinType(chainId)).toThrowError(InvalidCoinTypeChainIdError)
  })
})
