import { describe, expect, it } from 'vitest'
import {
  checkAccountName,
  NAME_ZONE,
  registrationCoinType,
  registrationMessage,
} from '../../../plugins/names/name-rules.ts'
import { NAME_ZONE as DEVNET_NAME_ZONE } from '../../../server/data-api/names/name-rules.ts'
import {
  InvalidAccountNameError,
  InvalidCoinTypeChainIdError,
  InvalidEnsNameError,
} from '../../../runtime/core/errors.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'

// The names plugin's RegisterAccountName input (spec section 5, Names) and what it signs (coin type rule).

describe('spec 5: a name to register has at least 4 characters, only letters, digits and hyphens', () => {
  it.each([
    ['abcd', 'abcd'],
    ['alice', 'alice'],
    ['a-b-c', 'a-b-c'],
    ['1234', '1234'],
    ['  bob1  ', 'bob1'],
  ])('accepts %j as %s.<zone>', (input, label) => {
    expect(checkAccountName(input)).toEqual({ ok: true, label, name: `${label}.${NAME_ZONE}` })
  })

  it.each(['abc', 'a', 'ab c', 'under_score', 'dot.ted', 'émile', 'hey!', 'abc.portkit.id'])(
    "refuses %j with the catalogue's InvalidAccountNameError",
    (input) => {
      const check = checkAccountName(input)
      expect(check.ok).toBe(false)
      expect(!check.ok && check.error).toBeInstanceOf(InvalidAccountNameError)
      expect(!check.ok && check.error.message).toBe(
        'Name must be at least 4 characters and use only letters, digits and hyphens',
      )
    },
  )
})

describe('spec 5: the name is normalised by ENSIP-15 (the maintained normaliser) before it is used', () => {
  it('upper-case letters are folded', () => {
    expect(checkAccountName('ALICE')).toEqual({ ok: true, label: 'alice', name: `alice.${NAME_ZONE}` })
  })

  it('the zone may be typed', () => {
    expect(checkAccountName(`Carol.${NAME_ZONE}`)).toEqual({
      ok: true,
      label: 'carol',
      name: `carol.${NAME_ZONE}`,
    })
  })

  it('a label the normaliser refuses (hyphens in 3rd and 4th place) is refused', () => {
    const check = checkAccountName('ab--cd')
    expect(check.ok).toBe(false)
    expect(!check.ok && check.error).toBeInstanceOf(InvalidEnsNameError)
  })
})

describe('spec 9: names are suggested and registered in one fixed zone', () => {
  it('the zone the plugin asks for is the one the profile service serves', () => {
    expect(NAME_ZONE).toBe(DEVNET_NAME_ZONE)
  })
})

describe('spec 5: the registration coin type is the chain id OR 0x80000000', () => {
  it.each([
    [devnetAlpha, (0x80000000 | 31337) >>> 0],
    [devnetBeta, (0x80000000 | 31338) >>> 0],
    [{ id: 1 }, 0x80000001],
    [{ id: 8453 }, 0x80002105],
  ])('%o -> %i', (network, coinType) => {
    expect(registrationCoinType(network)).toBe(coinType)
  })

  it.each([{ id: 0x80000000 }, { id: 0xffffffff }, { id: 'not-a-number' }, undefined])(
    'chain %o is invalid',
    (network) => {
      expect(() => registrationCoinType(network)).toThrowError(InvalidCoinTypeChainIdError)
    },
  )
})

describe('the signed registration message', () => {
  it('is the JSON text { name, attributes, timestamp } with the time in unix seconds', () => {
    const message = registrationMessage(`alice.${NAME_ZONE}`, 1_700_000_000_999)
    expect(message).toBe(`{"name":"alice.${NAME_ZONE}","attributes":{},"timestamp":1700000000}`)
    expect(JSON.parse(message)).toEqual({ name: `alice.${NAME_ZONE}`, attributes: {}, timestamp: 1700000000 })
  })
})
