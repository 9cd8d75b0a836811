import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from 'viem'
import type { Network } from '../../core/types.ts'
import { BITCOIN_WALLET_CHAINS } from '../../core/bitcoin-provider-methods.ts'

/** Address prefixes per chain: bech32 human-readable part, base58 versions (P2PKH, P2SH). */
const PREFIXES = {
  'bitcoin:mainnet': { hrp: 'bc', versions: [0x00, 0x05] },
  'bitcoin:testnet': { hrp: 'tb', versions: [0x6f, 0xc4] },
  // Regtest shares testnet's base58 versions.
  'bitcoin:regtest': { hrp: 'bcrt', versions: [0x6f, 0xc4] },
} as const

const base58check = /* @__PURE__ */ createBase58check((data) => sha256(data, 'bytes'))

// BIP-173/350 cap a segwit address at 90 characters; a base58check one is 25 bytes (at most 35). Longer text
// is refused before decoding: base58 decoding takes time quadratic in the length (a pasted 100 kB text held
// the page for half a minute per check).
const MAX_ADDRESS_LENGTH = 90

/**
 * True when `address` is an address of `network`, checksum included: segwit (bech32 for v0 as BIP-173,
 * bech32m for v1 and later as BIP-350: p2wpkh, p2wsh, p2tr) or base58check P2PKH/P2SH. Synchronous and
 * without @scure/btc-signer, so the send form checks the receiver as the visitor types.
 */
export function isBitcoinAddress(address: string, network: Pick<Network, 'id'>): boolean {
  if (address.length > MAX_ADDRESS_LENGTH) return false
  const chain = BITCOIN_WALLET_CHAINS[String(network.id)]
  const { hrp, versions } =
    PREFIXES[chain === 'bitcoin:mainnet' || chain === 'bitcoin:regtest' ? chain : 'bitcoin:testnet']
  if (address.toLowerCase().startsWith(`${hrp}1`)) return isSegwitAddress(address, hrp)
  try {
    const payload = base58check.decode(address)
    return payload.length === 21 && (versions as readonly number[]).includes(payload[0]!)
  } catch {
    return false
  }
}

function isSegwitAddress(address: string, hrp: string): boolean {
  const asBech32 = bech32.decodeUnsafe(address)
  const decoded = asBech32 ?? bech32m.decodeUnsafe(address)
  if (!decoded || decoded.prefix !== hrp || decoded.words.length === 0) return false
  const [version, ...data] = decoded.words as [number, ...number[]]
  const program = bech32.fromWordsUnsafe(data)
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false
  // v0: bech32 with a 20-byte (p2wpkh) or 32-byte (p2wsh) program; v1 and later: bech32m.
  return version === 0 ? !!asBech32 && (program.length === 20 || program.length === 32) : !asBech32
}
