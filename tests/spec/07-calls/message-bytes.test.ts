import { describe, expect, it } from 'vitest'
import { messageBytes } from '../../../runtime/adapters/message-bytes.ts'

// Spec section 7: solana_signMessage (message, pubkey) and the Bitcoin sign-message sign bytes: what a
// host passes as `message` becomes them the same way for both adapters.
describe('spec 7: the bytes a Solana or Bitcoin wallet signs', () => {
  it('text as UTF-8', () => {
    expect(messageBytes('hé')).toEqual(Uint8Array.from([0x68, 0xc3, 0xa9]))
  })

  it('raw 0x-hex as its bytes, raw bytes as given', () => {
    expect(messageBytes({ raw: '0x00ff10' })).toEqual(Uint8Array.from([0, 255, 16]))
    const bytes = Uint8Array.from([1, 2, 3])
    expect(messageBytes({ raw: bytes })).toBe(bytes)
  })
})
