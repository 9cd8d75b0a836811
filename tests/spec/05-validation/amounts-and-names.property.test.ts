import fc from 'fast-check'
import { normalize } from 'viem/ens'
import { formatUnits, parseUnits, toCoinType } from 'viem'
import { describe, expect } from 'vitest'
import { amountUnits } from '../../../runtime/controllers/send-form.ts'
import {
  InvalidAccountNameError,
  InvalidCoinTypeChainIdError,
  InvalidDecimalError,
  InvalidEnsNameError,
} from '../../../runtime/core/errors.ts'
import { formatTokenQuantity, formatUnitsFloored } from '../../../runtime/core/format.ts'
import { assertAccountName, isValidAccountName } from '../../../runtime/core/validation/account-name.ts'
import { toRegistrationCoinType } from '../../../runtime/core/validation/coin-type.ts'
import { assertDecimal, isDecimal } from '../../../runtime/core/validation/decimal.ts'
import { normalizeEnsName } from '../../../runtime/core/validation/ens-name.ts'
import { anyText, itHolds, shortText, textOf, thrown } from '../../support/fuzz-settings.ts'

// Property tests of spec 5's amount, coin-type and name rules (examples: amounts-and-coin-type.test.ts,
// names.test.ts, ensip15-vectors.test.ts).

const DIGITS = [...'0123456789']
const isAsciiDigits = (text: string) => text.length > 0 && [...text].every((c) => DIGITS.includes(c))

/** Spec 5's decimal rule written out without a regular expression: [-] digits [. digits]. */
function decimalByRule(text: string): boolean {
  const unsigned = text.startsWith('-') ? text.slice(1) : text
  const parts = unsigned.split('.')
  return parts.length <= 2 && parts.every(isAsciiDigits)
}

const amount = fc.bigInt({ min: -(10n ** 80n), max: 10n ** 80n })
const decimals = fc.integer({ min: 0, max: 36 })

describe('spec 5 (property): decimal amounts are an optional minus, digits, optional dot and digits', () => {
  itHolds(
    "any text is accepted iff it follows the rule; refused with 'Number is not a valid decimal number'",
    fc.property(
      fc.oneof(anyText, textOf([...DIGITS, '-', '.', '+', 'e', ' ', '٣', '０', ','], 30)),
      (text) => {
        const error = thrown(() => assertDecimal(text))
        expect(isDecimal(text)).toBe(decimalByRule(text))
        if (decimalByRule(text)) expect(assertDecimal(text)).toBe(text)
        else {
          expect(error).toBeInstanceOf(InvalidDecimalError)
          expect((error as Error).message).toBe('Number is not a valid decimal number')
        }
      },
    ),
  )

  itHolds(
    'format then parse gives the amount back: formatUnitsFloored(x, d, d) is a decimal viem parses to x',
    fc.property(amount, decimals, (value, d) => {
      const text = formatUnitsFloored(value, d, d)
      expect(isDecimal(text)).toBe(true)
      expect(parseUnits(text, d)).toBe(value)
      expect(Number(text)).toBe(Number(formatUnits(value, d)))
      expect(amountUnits(text, d)).toBe(value < 0n ? -value : value)
    }),
  )

  itHolds(
    'a floored display is never above the amount, and less than one shown digit below it',
    fc.property(amount, decimals, fc.integer({ min: 0, max: 8 }), (value, d, shown) => {
      const text = formatUnitsFloored(value, d, shown)
      expect(isDecimal(text)).toBe(true)
      const magnitude = value < 0n ? -value : value
      const units = amountUnits(text, d)
      expect(units <= magnitude).toBe(true)
      if (shown < d) expect(magnitude - units < 10n ** BigInt(d - shown)).toBe(true)
      else expect(units).toBe(magnitude)
    }),
  )

  itHolds(
    'amountUnits cuts excess fraction digits, never rounding up, for any accepted decimal',
    fc.property(fc.stringMatching(/^-?\d{1,30}(\.\d{1,40})?$/), decimals, (text, d) => {
      const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.')
      const expected = parseUnits(`${whole}.${fraction.slice(0, d).padEnd(1, '0')}`, d)
      expect(amountUnits(text, d)).toBe(expected)
      const shown = formatTokenQuantity(text.replace(/^-/, ''))
      expect(shown).toMatch(/^\d+\.\d{3}$/)
      expect(Number(shown) <= Number(text.replace(/^-/, ''))).toBe(true)
    }),
  )
})

describe('spec 5 (property): coin type for name registration is chain id OR 0x80000000', () => {
  itHolds(
    "agrees with viem's toCoinType (ENSIP-11) for every chain id but 1, which viem maps to 60",
    fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (chainId) => {
      const coinType = toRegistrationCoinType(chainId)
      expect(coinType).toBe(chainId + 0x80000000)
      if (chainId !== 1) expect(BigInt(coinType)).toBe(toCoinType(chainId))
    }),
  )

  itHolds(
    "any other number (>= 0x80000000, negative, fractional, NaN, infinite) throws 'Invalid chainId'",
    fc.property(
      fc.oneof(
        fc.integer({ min: 0x80000000, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ max: -1 }),
        fc.double().filter((n) => !Number.isInteger(n) || n < 0 || n >= 0x80000000),
      ),
      (chainId) => {
        const error = thrown(() => toRegistrationCoinType(chainId))
        expect(error).toBeInstanceOf(InvalidCoinTypeChainIdError)
        expect((error as Error).message).toBe('Invalid chainId')
      },
    ),
  )
})

const NAME_CHARS = [...'abcXYZ0189-', '_', '.', ' ', 'é', 'ß', '٣', '😀']

describe('spec 5 (property): names are at least 4 characters, only letters, digits and hyphens', () => {
  itHolds(
    'any text is accepted iff it has 4+ characters from a-z, A-Z, 0-9 and -; else the rule is the error',
    fc.property(fc.oneof(anyText, textOf(NAME_CHARS, 8)), (name) => {
      const allowed = (c: string) => /^[a-zA-Z0-9-]$/.test(c)
      const expected = name.length >= 4 && [...name].every(allowed)
      expect(isValidAccountName(name)).toBe(expected)
      const error = thrown(() => assertAccountName(name))
      if (expected) expect(error).toBeUndefined()
      else {
        expect(error).toBeInstanceOf(InvalidAccountNameError)
        expect((error as Error).message).toBe(
          'Name must be at least 4 characters and use only letters, digits and hyphens',
        )
      }
    }),
  )
})

describe('spec 5 (property): name resolution normalises (ENSIP-15) or refuses', () => {
  // Short text only: normalising a huge text three times over takes long, and the rule is per character.
  const nameLike = fc.oneof(
    shortText,
    fc.array(textOf(NAME_CHARS, 6), { maxLength: 4 }).map((labels) => labels.join('.')),
  )

  itHolds(
    "returns viem's normalisation, which is stable, or throws 'Invalid name' exactly when viem refuses",
    fc.property(nameLike, (name) => {
      const reference = (() => {
        try {
          return normalize(name)
        } catch {
          return undefined
        }
      })()
      const error = thrown(() => normalizeEnsName(name))
      if (reference === undefined) {
        expect(error).toBeInstanceOf(InvalidEnsNameError)
        expect((error as Error).message).toBe('Invalid name')
      } else {
        expect(error).toBeUndefined()
        expect(normalizeEnsName(name)).toBe(reference)
        expect(normalizeEnsName(reference)).toBe(reference)
      }
    }),
  )
})
