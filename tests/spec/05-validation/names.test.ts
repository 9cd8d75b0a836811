import { bytesToHex, labelhash } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidAccountNameError, InvalidEnsNameError } from '../../../runtime/core/errors.ts'
import { assertAccountName, isValidAccountName } from '../../../runtime/core/validation/account-name.ts'
import { encodeEnsName, normalizeEnsName } from '../../../runtime/core/validation/ens-name.ts'

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

describe('spec 5: labels over 255 bytes are hashed', () => {
  it('a 255-byte label is sent as is', () => {
    const label = 'a'.repeat(255)
    const bytes = encodeEnsName(`${label}.eth`)
    expect(bytes[0]).toBe(255)
  })

  it('a 256-byte label is replaced by its [labelhash]', () => {
    const label = 'a'.repeat(256)
    const bytes = encodeEnsName(`${label}.eth`)
    const hashed = `[${labelhash(label).slice(2)}]`
    expect(bytes[0]).toBe(hashed.length)
    expect(new TextDecoder().decode(bytes.slice(1, 1 + hashed.length))).toBe(hashed)
  })

  it('bytes count, not characters: 128 two-byte characters are hashed', () => {
    const label = 'é'.repeat(128)
    expect(encodeEnsName(`${label}.eth`)[0]).toBe(66)
  })

  it('ordinary names use the DNS wire format', () => {
    expect(bytesToHex(encodeEnsName('awkweb.eth'))).toBe('0x0661776b7765620365746800')
  })
})
