import { randomBytes } from 'node:crypto'
import { bech32, bech32m } from '@scure/base'
import { p2pk, p2pkh, p2sh, p2wpkh, p2wsh } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from '../../../runtime/adapters/bip122/bitcoin-address.ts'
import { bitcoinMainnet, bitcoinTestnet, devnetBitcoin } from '../../../runtime/networks/index.ts'
import { bitcoinAddress, BITCOIN_CHAIN_NETWORKS, type BitcoinChain } from '../../support/bitcoin-signing.ts'

// The send form's receiver rule on Bitcoin (as spec section 5 gives one per chain family): an address of
// the active network, checksum included. Addresses are made here by @scure/btc-signer, another library.
const NETWORKS = {
  'bitcoin:mainnet': bitcoinMainnet,
  'bitcoin:testnet': bitcoinTestnet,
  'bitcoin:regtest': devnetBitcoin,
} as const
const CHAINS = Object.keys(NETWORKS) as BitcoinChain[]
const key = new Uint8Array(randomBytes(32))

function addressesOn(chain: BitcoinChain): [kind: string, address: string][] {
  const network = BITCOIN_CHAIN_NETWORKS[chain]
  const publicKey = pubECDSA(key)
  return [
    ['p2wpkh', bitcoinAddress(key, 'p2wpkh', chain)],
    ['p2tr', bitcoinAddress(key, 'p2tr', chain)],
    ['p2wsh', p2wsh(p2pk(publicKey, network), network).address!],
    ['p2pkh', p2pkh(publicKey, network).address!],
    ['p2sh', p2sh(p2wpkh(publicKey, network), network).address!],
  ]
}

describe('the Bitcoin receiver rule', () => {
  it.each(CHAINS)("takes every address kind of %s, and none of another chain's segwit ones", (chain) => {
    for (const [kind, address] of addressesOn(chain)) {
      expect(isBitcoinAddress(address, NETWORKS[chain]), `${kind} ${address}`).toBe(true)
      for (const other of CHAINS.filter((one) => one !== chain)) {
        // Testnet and regtest share base58 versions: only their segwit prefixes differ.
        const legacy = kind === 'p2pkh' || kind === 'p2sh'
        const shared = legacy && chain !== 'bitcoin:mainnet' && other !== 'bitcoin:mainnet'
        expect(isBitcoinAddress(address, NETWORKS[other]), `${kind} on ${other}`).toBe(shared)
      }
    }
  })

  it('refuses a changed character, a v0 program in bech32m, a v1 program in bech32, and text', () => {
    const address = bitcoinAddress(key, 'p2wpkh', 'bitcoin:regtest')
    const last = address.at(-1) === 'q' ? 'p' : 'q'
    expect(isBitcoinAddress(address.slice(0, -1) + last, devnetBitcoin)).toBe(false)
    const legacy = p2pkh(pubECDSA(key), BITCOIN_CHAIN_NETWORKS['bitcoin:regtest']).address!
    expect(isBitcoinAddress(legacy.slice(0, -1) + (legacy.at(-1) === 'z' ? 'y' : 'z'), devnetBitcoin)).toBe(
      false,
    )
    const program = bech32.toWords(new Uint8Array(20).fill(7))
    expect(isBitcoinAddress(bech32.encode('bcrt', [0, ...program]), devnetBitcoin)).toBe(true)
    expect(isBitcoinAddress(bech32m.encode('bcrt', [0, ...program]), devnetBitcoin)).toBe(false)
    const taproot = bech32.toWords(new Uint8Array(32).fill(7))
    expect(isBitcoinAddress(bech32m.encode('bcrt', [1, ...taproot]), devnetBitcoin)).toBe(true)
    expect(isBitcoinAddress(bech32.encode('bcrt', [1, ...taproot]), devnetBitcoin)).toBe(false)
    for (const text of ['', 'not-a-bitcoin-address', '0x8888888888888888888888888888888888888888'])
      expect(isBitcoinAddress(text, devnetBitcoin)).toBe(false)
  })

  // Found by addresses.property.test.ts: base58 decoding is quadratic, so a pasted 300000-character text held
  // the check for minutes (20000 characters: 1.3 s). Text longer than any address is refused at once.
  it('refuses a huge text at once (regression: the check took minutes)', () => {
    const started = performance.now()
    expect(isBitcoinAddress('z'.repeat(300_000), bitcoinMainnet)).toBe(false)
    expect(isBitcoinAddress(`bc1${'q'.repeat(300_000)}`, bitcoinMainnet)).toBe(false)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
