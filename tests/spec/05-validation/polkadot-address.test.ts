import { blake2b } from '@noble/hashes/blake2b'
import { base58 } from '@scure/base'
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

  // Found by addresses.property.test.ts (seed 20260530): a checksummed body behind a reserved prefix byte
  // (0x80, here with a zero key) was read as a 2-byte format and accepted; @polkadot/util-crypto refuses it,
  // as it refuses formats 46 and 47. And a huge text took minutes to refuse (quadratic base58 decoding).
  it('refuses reserved prefixes (a first byte of 0x80 or more, formats 46 and 47) and huge text', () => {
    expect(isSs58Address('yNb7j1viLcZunrTHozyfJPTZJrprRSPpY485Lwzq1CFK2zKjU')).toBe(false)
    expect(isSs58Address(checksummed([46], new Uint8Array(32).fill(1)))).toBe(false)
    expect(isSs58Address(checksummed([47], new Uint8Array(32).fill(1)))).toBe(false)
    expect(isSs58Address(checksummed([45], new Uint8Array(32).fill(1)))).toBe(true)
    const started = performance.now()
    expect(isSs58Address('z'.repeat(300_000))).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

/** base58(prefix + key + the first two bytes of blake2b-512('SS58PRE' + prefix + key)). */
function checksummed(prefix: number[], key: Uint8Array): string {
  const body = new Uint8Array([...prefix, ...key])
  const hash = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 })
  return base58.encode(new Uint8Array([...body, hash[0]!, hash[1]!]))
}
