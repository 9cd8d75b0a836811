import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress } from '../../../runtime/core/address.ts'

describe('spec 5: EVM address is 40 hex digits with optional 0x prefix', () => {
  it.each([
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'ab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb',
    '0x0000000000000000000000000000000000000000',
  ])('accepts %s', (address) => expect(isEvmAddress(address)).toBe(true))

  it.each([
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd',
    '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdbb',
    '0xzb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    '0Xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    '',
  ])('rejects %s', (address) => expect(isEvmAddress(address)).toBe(false))
})

describe('spec 5: Solana address is base58, 32-44 characters', () => {
  it.each(['11111111111111111111111111111111', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'])(
    'accepts %s',
    (address) => expect(isSolanaAddress(address)).toBe(true),
  )

  it.each([
    '1111111111111111111111111111111',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1vX',
    '0PjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    'OPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    'lPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  ])('rejects %s', (address) => expect(isSolanaAddress(address)).toBe(false))
})
