import { describe, expect, it } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId, toCaipAddress } from '../../../runtime/core/caip.ts'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../../../runtime/core/errors.ts'

describe('spec 5: network id must have exactly 2 parts', () => {
  it.each(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'])(
    'accepts %s',
    (id) => {
      const [namespace, reference] = id.split(':')
      expect(parseCaipNetworkId(id)).toEqual({ namespace, reference })
    },
  )

  it.each(['eip155', 'eip155:1:0xabc', '', ':1', 'eip155:', 'a:b:c:d'])(
    "rejects '%s' with 'Invalid CAIP-2 network id'",
    (id) => {
      expect(() => parseCaipNetworkId(id)).toThrowError(InvalidCaipNetworkIdError)
      expect(() => parseCaipNetworkId(id)).toThrowError('Invalid CAIP-2 network id')
    },
  )
})

describe('spec 5: account address must split into exactly 3 parts', () => {
  it('parses namespace, chain and address', () => {
    expect(parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    })
  })

  it.each(['eip155:1', '0xabc', 'eip155:1:0xabc:extra', 'eip155::0xabc'])(
    "rejects '%s' with 'Invalid CAIP-10 address'",
    (value) => {
      expect(() => parseCaipAddress(value)).toThrowError(InvalidCaipAddressError)
      expect(() => parseCaipAddress(value)).toThrowError('Invalid CAIP-10 address')
    },
  )

  it('builds a CAIP-10 address that parses back', () => {
    const caip = toCaipAddress('eip155:31337', '0x1111111111111111111111111111111111111111')
    expect(parseCaipAddress(caip).address).toBe('0x1111111111111111111111111111111111111111')
  })
})
