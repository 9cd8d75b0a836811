import { encodeAddress, sr25519PairFromSeed, sr25519Sign, sr25519Verify } from '@polkadot/util-crypto'
import { bytesToHex, hexToBytes, type Hex } from 'viem'

/**
 * The key of the Polkadot test extension: a real sr25519 pair (from a fixed seed), signing in Node the way
 * extensions sign raw bytes: wrapped in <Bytes>…</Bytes> first.
 */

/** The name the test extension injects itself under (`window.injectedWeb3[...]`). */
export const POLKADOT_TEST_SOURCE = 'portkit-test'
export const POLKADOT_TEST_ACCOUNT_NAME = 'Portkit Test Account'

/** 32 bytes, 'parkit-polkadot-test-key-------' and the key's number (1, 2, ...) as a digit. */
const seed = (number: number) =>
  hexToBytes(
    `0x7061726b69742d706f6c6b61646f742d746573742d6b65792d2d2d2d2d2d2d${(0x30 + number).toString(16)}`,
  )

/** <Bytes>…</Bytes>, as extensions wrap what a site asks signed (so it can never be a transaction). */
export function wrapBytes(data: Uint8Array): Uint8Array {
  const encoder = new TextEncoder()
  return Uint8Array.from([...encoder.encode('<Bytes>'), ...data, ...encoder.encode('</Bytes>')])
}

/** Key 1 is the extension's first account; further numbers give its other accounts. */
export function polkadotTestKey(number = 1) {
  const pair = sr25519PairFromSeed(seed(number))
  return {
    publicKey: pair.publicKey,
    /** The account in an SS58 format: 0 Polkadot, 2 Kusama, 42 generic Substrate (Westend). */
    address: (ss58Format = 42) => encodeAddress(pair.publicKey, ss58Format),
    /** signRaw of type 'bytes': the signature over the wrapped bytes, 0x-hex. */
    signRaw: (data: Hex): Hex => bytesToHex(sr25519Sign(wrapBytes(hexToBytes(data)), pair)),
    verifyRaw: (data: Uint8Array, signature: Hex) =>
      sr25519Verify(wrapBytes(data), hexToBytes(signature), pair.publicKey),
  }
}
