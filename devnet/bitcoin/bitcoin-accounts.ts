import { createHash } from 'node:crypto'
import { p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'

/** Regtest addresses: testnet's version bytes, bech32 prefix `bcrt`. */
export const REGTEST_NETWORK = { ...TEST_NETWORK, bech32: 'bcrt' }

export interface BitcoinTestAccount {
  /** The payment address (p2wpkh, bcrt1q…). */
  address: string
  /** The same key's taproot address (p2tr key path, bcrt1p…). */
  taprootAddress: string
  /** Hex, 32 bytes. Never for value. */
  privateKey: string
  /** Hex, compressed (33 bytes). */
  publicKey: string
}

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

/** The `count` funded regtest keys: the same on every start (from a fixed label). */
export function bitcoinTestKeys(count = 4): Uint8Array[] {
  return Array.from({ length: count }, (_, index) =>
    Uint8Array.from(createHash('sha256').update(`portkit devnet bitcoin account ${index}`).digest()),
  )
}

export function bitcoinTestAccounts(count = 4): BitcoinTestAccount[] {
  return bitcoinTestKeys(count).map((privateKey) => {
    const publicKey = pubECDSA(privateKey)
    return {
      address: p2wpkh(publicKey, REGTEST_NETWORK).address,
      taprootAddress: p2tr(pubSchnorr(privateKey), undefined, REGTEST_NETWORK).address,
      privateKey: toHex(privateKey),
      publicKey: toHex(publicKey),
    }
  })
}
