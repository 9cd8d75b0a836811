import { blake2b } from '@noble/hashes/blake2b'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { base58, bech32m, hex } from '@scure/base'
import { Address } from '@scure/btc-signer'
import { PublicKey } from '@solana/web3.js'
import fc from 'fast-check'
import { getAddress, isAddress } from 'viem'
import { describe, expect } from 'vitest'
import { isBitcoinAddress } from '../../../runtime/adapters/bip122/bitcoin-address.ts'
import { isSs58Address, ss58PublicKey } from '../../../runtime/connectors/polkadot-extension/ss58-address.ts'
import { isEvmAddress, isSolanaAddress } from '../../../runtime/core/address.ts'
import { bitcoinMainnet, bitcoinTestnet, devnetBitcoin } from '../../../runtime/networks/index.ts'
import { BITCOIN_CHAIN_NETWORKS, type BitcoinChain } from '../../support/bitcoin-signing.ts'
import { anyText, itHolds, textOf } from '../../support/fuzz-settings.ts'

// Property tests of spec 5's address rules (examples: address.test.ts, bitcoin-address.test.ts,
// polkadot-address.test.ts). Each validator is held against another library: viem for EVM, @scure/base
// and @solana/web3.js for Solana, @scure/btc-signer for Bitcoin, @polkadot/util-crypto for SS58.

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length })
const HEX = [...'0123456789abcdefABCDEF']
const BASE58 = [...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz']

/** `text` with a few of its characters replaced, cut or changed in case: near misses of a valid address. */
function mutated(valid: fc.Arbitrary<string>, alphabet: readonly string[]): fc.Arbitrary<string> {
  const edit = fc.oneof(
    fc.tuple(fc.constant('set' as const), fc.nat(), fc.constantFrom(...alphabet)),
    fc.tuple(fc.constant('cut' as const), fc.nat(), fc.constant('')),
    fc.tuple(fc.constant('case' as const), fc.nat(), fc.constant('')),
  )
  return fc.tuple(valid, fc.array(edit, { maxLength: 3 })).map(([text, edits]) =>
    edits.reduce((out, [kind, at, char]) => {
      const i = out.length === 0 ? 0 : at % out.length
      if (kind === 'set') return out.slice(0, i) + char + out.slice(i + 1)
      if (kind === 'cut') return out.slice(0, i)
      return out.slice(0, i) + (out[i] ?? '').toUpperCase() + out.slice(i + 1)
    }, text),
  )
}

describe('spec 5 (property): EVM address is 40 hex digits with optional 0x prefix', () => {
  const evmLike = fc.oneof(
    anyText,
    textOf(['0x', ...HEX], 44),
    fc.tuple(fc.boolean(), textOf(HEX, 42)).map(([prefix, digits]) => (prefix ? `0x${digits}` : digits)),
  )

  itHolds(
    "agrees with viem's isAddress (non-strict, 0x added when missing) on any text",
    fc.property(evmLike, (text) => {
      const reference = isAddress(text.startsWith('0x') ? text : `0x${text}`, { strict: false })
      expect(isEvmAddress(text)).toBe(reference)
    }),
  )

  itHolds(
    "accepts viem's checksummed, lower-case and unprefixed forms of any 20 bytes",
    fc.property(bytes(20), (raw) => {
      const address = getAddress(`0x${hex.encode(raw)}`)
      expect(isEvmAddress(address)).toBe(true)
      expect(isEvmAddress(address.toLowerCase())).toBe(true)
      expect(isEvmAddress(address.slice(2))).toBe(true)
    }),
  )
})

describe('spec 5 (property): Solana address is base58, 32-44 characters', () => {
  itHolds(
    'accepts any text iff @scure/base decodes it as base58 and it has 32-44 characters',
    fc.property(fc.oneof(anyText, textOf([...BASE58, '0', 'O', 'I', 'l', ' '], 50)), (text) => {
      const decodes = () => {
        try {
          base58.decode(text)
          return true
        } catch {
          return false
        }
      }
      // Length first: decoding a huge text takes minutes (base58 is quadratic).
      expect(isSolanaAddress(text)).toBe(text.length >= 32 && text.length <= 44 && decodes())
    }),
  )

  itHolds(
    "accepts @solana/web3.js's base58 of any 32-byte public key",
    fc.property(bytes(32), (key) => {
      expect(isSolanaAddress(new PublicKey(key).toBase58())).toBe(true)
    }),
  )
})

const BITCOIN_NETWORKS = {
  'bitcoin:mainnet': bitcoinMainnet,
  'bitcoin:testnet': bitcoinTestnet,
  'bitcoin:regtest': devnetBitcoin,
} as const
const chain = fc.constantFrom(...(Object.keys(BITCOIN_NETWORKS) as BitcoinChain[]))

/** An address @scure/btc-signer encodes on `chain` (p2pkh, p2sh, p2wpkh, p2wsh, p2tr), from random hashes and keys. */
const btcSignerAddress = fc
  .tuple(chain, fc.constantFrom('pkh', 'sh', 'wpkh', 'wsh', 'tr'), bytes(32))
  .map(([name, type, key]) => {
    const coder = Address(BITCOIN_CHAIN_NETWORKS[name])
    const address =
      type === 'tr'
        ? coder.encode({ type, pubkey: key })
        : coder.encode({ type, hash: type === 'wsh' ? key : key.subarray(0, 20) })
    return { chain: name, address }
  })

function btcSignerDecodes(address: string, name: BitcoinChain): boolean {
  try {
    Address(BITCOIN_CHAIN_NETWORKS[name]).decode(address)
    return true
  } catch {
    return false
  }
}

describe('spec 5 (property): Bitcoin address of the active network, checksum included', () => {
  itHolds(
    "accepts every address @scure/btc-signer makes on the network; mainnet's nowhere else",
    fc.property(btcSignerAddress, ({ chain: name, address }) => {
      expect(isBitcoinAddress(address, BITCOIN_NETWORKS[name])).toBe(true)
      for (const other of Object.keys(BITCOIN_NETWORKS) as BitcoinChain[]) {
        // Testnet and regtest share base58 versions; bech32 prefixes differ on every network.
        if ((name === 'bitcoin:mainnet') !== (other === 'bitcoin:mainnet'))
          expect(isBitcoinAddress(address, BITCOIN_NETWORKS[other])).toBe(false)
      }
    }),
  )

  itHolds(
    "agrees with @scure/btc-signer's decoder on near misses of valid addresses (future segwit versions aside)",
    fc.property(
      mutated(
        btcSignerAddress.map(({ address }) => address),
        [...BASE58, 'q', 'p', '0'],
      ),
      chain,
      (text, name) => {
        const ours = isBitcoinAddress(text, BITCOIN_NETWORKS[name])
        const reference = btcSignerDecodes(text, name)
        if (reference) expect(ours).toBe(true)
        // btc-signer types only v0, v1 32-byte and P2A programs: other v1..v16 programs are valid (BIP-350).
        else if (ours) expect(futureSegwitVersion(text), `${text} on ${name}`).toBeDefined()
      },
    ),
  )

  itHolds(
    'never throws on any text, on any network',
    fc.property(anyText, chain, (text, name) => {
      expect(typeof isBitcoinAddress(text, BITCOIN_NETWORKS[name])).toBe('boolean')
    }),
  )
})

/** The witness version of a bech32m (v1 and later) segwit address, else undefined. */
function futureSegwitVersion(text: string): number | undefined {
  const version = bech32m.decodeUnsafe(text)?.words[0]
  return version !== undefined && version >= 1 && version <= 16 ? version : undefined
}

/** base58(prefix bytes + key + blake2b-512('SS58PRE' + prefix + key)[0..2]), whatever the prefix bytes. */
function ss58WithChecksum(prefix: Uint8Array, key: Uint8Array): string {
  const body = new Uint8Array([...prefix, ...key])
  const hash = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body]), { dkLen: 64 })
  return base58.encode(new Uint8Array([...body, hash[0]!, hash[1]!]))
}

function polkadotKey(address: string): string | undefined {
  // decodeAddress also takes a hex key as it is; an address is never hex (no 0 in base58).
  if (address.startsWith('0x')) return undefined
  // Over 60 characters base58 is over 36 bytes, which decodeAddress refuses (after a quadratic decoding).
  if (address.length > 60) return undefined
  try {
    // A 32-byte key has a 2-byte checksum; decodeAddress also reads a 1-byte-checksum body (the form of
    // account indices) that happens to be 32 bytes long (seen with FUZZ_SEED=1771953468): not an account.
    const raw = base58.decode(address)
    if (raw.length !== ((raw[0] ?? 0) & 0x40 ? 2 : 1) + 34) return undefined
    const key = decodeAddress(address)
    return key.length === 32 ? hex.encode(key) : undefined
  } catch {
    return undefined
  }
}

describe('spec 5 (property): Polkadot address is SS58 with its checksum', () => {
  const format = fc.integer({ min: 0, max: 16383 }).filter((n) => n !== 46 && n !== 47)

  itHolds(
    "reads back the key of @polkadot/util-crypto's encodeAddress, any key, any format",
    fc.property(bytes(32), format, (key, ss58Format) => {
      expect(ss58PublicKey(encodeAddress(key, ss58Format))).toBe(hex.encode(key))
    }),
  )

  itHolds(
    "agrees with @polkadot/util-crypto's decodeAddress on checksummed bytes with any 1- or 2-byte prefix",
    fc.property(fc.uint8Array({ minLength: 1, maxLength: 2 }), bytes(32), (prefix, key) => {
      const address = ss58WithChecksum(prefix, key)
      expect(ss58PublicKey(address)).toBe(polkadotKey(address))
    }),
  )

  itHolds(
    "agrees with @polkadot/util-crypto's decodeAddress on near misses and on any text",
    fc.property(
      fc.oneof(
        mutated(
          fc.tuple(bytes(32), format).map(([key, ss58Format]) => encodeAddress(key, ss58Format)),
          BASE58,
        ),
        anyText,
      ),
      (text) => {
        expect(ss58PublicKey(text)).toBe(polkadotKey(text))
        expect(isSs58Address(text)).toBe(polkadotKey(text) !== undefined)
      },
    ),
  )
})
