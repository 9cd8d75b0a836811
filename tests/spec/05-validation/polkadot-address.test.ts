import { describe, expect, it } from 'vitest'
import { isSs58Address } from '../../../runtime/connectors/polkadot-extension/ss58-address.ts'
import { polkadotTestKey } from '../../support/polkadot-test-key.ts'

/**
 * Spec section 5 (address checks per namespace): a Polkadot account is an SS58 address, checked without the
 * extension's crypto chunk. The addresses here come from @polkadot/util-crypto's encodeAddress of a real
 * sr25519 key, so the light check is held against the library's own encoding.
 */
describe('spec 5: Polkadot addresses (SS58)', () => {
  const key = polkadotTestKey()

  it.each([0, 2, 42, 2254])('accepts the key in SS58 format %i (1- and 2-byte prefixes)', (format) => {
    expect(isSs58Address(key.address(format))).toBe(true)
  })

  it('refuses a changed character (the checksum fails), a cut address, EVM and Solana-looking input', () => {
    const address = key.address(0)
    const swapped = address.slice(0, 10) + (address[10] === 'a' ? 'b' : 'a') + address.slice(11)
    expect(isSs58Address(swapped)).toBe(false)
    expect(isSs58Address(address.slice(0, -1))).toBe(false)
    expect(isSs58Address('0x1111111111111111111111111111111111111111')).toBe(false)
    expect(isSs58Address('11111111111111111111111111111111')).toBe(false)
    expect(isSs58Address('')).toBe(false)
  })
})
