import { describe, expect, it } from 'vitest'
import { InvalidAccountNameError, InvalidEnsNameError } from '../../../runtime/core/errors.ts'
import { assertAccountName, isValidAccountName } from '../../../runtime/core/validation/account-name.ts'
import { normalizeEnsName } from '../../../runtime/core/validation/ens-name.ts'

describe('spec 5: names are at least 4 characters, only letters, digits and hyphens', () => {
  it.each(['abcd', 'a-b-c', 'Name123', '1234', '----'])('accepts %s', (name) => {
    expect(isValidAccountName(name)).toBe(true)
    expect(assertAccountName(name)).toBe(name)
  })

  it.each(['abc', '', 'with space', 'under_score', 'dot.eth', 'émoji', 'abc!'])('rejects %j', (name) => {
    expect(isValidAccountName(name)).toBe(false)
    expect(() => assertAccountName(name)).toThrowError(InvalidAccountNameError)
  })
})

describe('spec 5: name resolution rejects disallowed characters, script mixes, empty labels, misplaced underscores', () => {
  it.each([
    ['disallowed character', 'vitalik!.eth'],
    ['illegal script mix (Latin and Cyrillic)', 'vitalіk.eth'],
    ['empty label', 'vitalik..eth'],
    ['misplaced underscore', 'vit_alik.eth'],
  ])('%s: %s', (_rule, name) => {
    expect(() => normalizeEnsName(name)).toThrowError(InvalidEnsNameError)
  })

  it('a leading underscore is allowed', () => {
    expect(normalizeEnsName('__vitalik.eth')).toBe('__vitalik.eth')
  })

  it('the normaliser reason is kept as the cause', () => {
    try {
      normalizeEnsName('vitalik..eth')
      expect.unreachable()
    } catch (error) {
      expect((error as Error).cause).toBeInstanceOf(Error)
    }
  })
})
