import fc from 'fast-check'
import { describe, expect } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../../../runtime/core/caip.ts'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../../../runtime/core/errors.ts'
import { anyText, itHolds, textOf, thrown } from '../../support/fuzz-settings.ts'

// Property tests of spec 5's CAIP rules (examples: caip.test.ts). The reference is the rule itself,
// written out: split on ':', count the parts, none empty.
const caipLike = fc.oneof(anyText, textOf([':', ':', 'a', '1', 'x', '0x', 'eip155', ' ', '\n']))
const part = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !text.includes(':'))

describe('spec 5 (property): network id must have exactly 2 parts', () => {
  itHolds(
    "any text parses iff it has exactly 2 non-empty parts; else 'Invalid CAIP-2 network id'",
    fc.property(caipLike, (id) => {
      const parts = id.split(':')
      const error = thrown(() => parseCaipNetworkId(id))
      if (parts.length === 2 && parts.every((p) => p.length > 0)) {
        expect(error).toBeUndefined()
        expect(parseCaipNetworkId(id)).toEqual({ namespace: parts[0], reference: parts[1] })
      } else {
        expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
        expect((error as Error).message).toBe('Invalid CAIP-2 network id')
      }
    }),
  )
})

describe('spec 5 (property): account address must split into exactly 3 parts', () => {
  itHolds(
    "any text parses iff it has exactly 3 non-empty parts; else 'Invalid CAIP-10 address'",
    fc.property(caipLike, (caipAddress) => {
      const parts = caipAddress.split(':')
      const error = thrown(() => parseCaipAddress(caipAddress))
      if (parts.length === 3 && parts.every((p) => p.length > 0)) {
        expect(error).toBeUndefined()
        const [namespace, reference, address] = parts
        expect(parseCaipAddress(caipAddress)).toEqual({ namespace, reference, address })
      } else {
        expect(error).toBeInstanceOf(InvalidCaipAddressError)
        expect((error as Error).message).toBe('Invalid CAIP-10 address')
      }
    }),
  )

  itHolds(
    'toCaipAddress then parseCaipAddress gives back namespace, reference and address',
    fc.property(part, part, part, (namespace, reference, address) => {
      const caipAddress = toCaipAddress(`${namespace}:${reference}`, address)
      expect(parseCaipAddress(caipAddress)).toEqual({ namespace, reference, address })
      expect(parseCaipNetworkId(`${namespace}:${reference}`)).toEqual({ namespace, reference })
    }),
  )
})
