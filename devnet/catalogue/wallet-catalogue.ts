import { createHash } from 'node:crypto'
import type { components } from '../../runtime/services/api/catalogue-api.gen.ts'
import { DEVNET_SOLANA } from '../solana/solana-part.ts'

export type WalletEntry = components['schemas']['WalletEntry']

/** A catalogue entry plus what the API filters on but does not return. */
export interface CatalogueWallet extends WalletEntry {
  badge: 'certified' | 'none'
}

/** The test wallet the e2e suite injects over EIP-6963; it must be in the catalogue to be listed. */
export const TEST_WALLET_RDNS = 'dev.portkit.testwallet'

const DEVNET_CHAINS = ['eip155:31337', 'eip155:31338']
const EVM_CHAINS = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** The Solana wallets the spec redirects to (Phantom, Coinbase) list the devnet's Solana chain as well. */
const SOLANA_WALLET_CHAINS = [SOLANA, DEVNET_SOLANA.caipNetworkId]
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

/** Wallets with fixed details first: the test wallet, then well-known names the connectors match on. */
const NAMED: (Omit<CatalogueWallet, 'id' | 'image_id'> & { key: string })[] = [
  {
    key: 'portkit-test-wallet',
    name: 'Portkit Test Wallet',
    rdns: TEST_WALLET_RDNS,
    chains: ['eip155:1', ...DEVNET_CHAINS],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    badge: 'certified',
  },
  named('metamask', 'MetaMask', 'io.metamask', [...EVM_CHAINS, ...DEVNET_CHAINS], 'certified'),
  named('trust', 'Trust Wallet', 'com.trustwallet.app', [...EVM_CHAINS, SOLANA, BITCOIN], 'certified'),
  named(
    'coinbase',
    'Coinbase Wallet',
    'com.coinbase.wallet',
    [...EVM_CHAINS, ...SOLANA_WALLET_CHAINS],
    'certified',
  ),
  named(
    'phantom',
    'Phantom',
    'app.phantom',
    ['eip155:1', 'eip155:8453', 'eip155:137', ...SOLANA_WALLET_CHAINS, BITCOIN],
    'certified',
  ),
  named('rainbow', 'Rainbow', 'me.rainbow', EVM_CHAINS, 'certified'),
  named('rabby', 'Rabby Wallet', 'io.rabby', [...EVM_CHAINS, ...DEVNET_CHAINS], 'none'),
  named('okx', 'OKX Wallet', 'com.okex.wallet', [...EVM_CHAINS, SOLANA, BITCOIN], 'certified'),
  named('zerion', 'Zerion', 'io.zerion.wallet', EVM_CHAINS, 'none'),
  named('talisman', 'Talisman', 'xyz.talisman', ['eip155:1', POLKADOT], 'none'),
]

function named(
  key: string,
  name: string,
  rdns: string,
  chains: string[],
  badge: CatalogueWallet['badge'],
): (typeof NAMED)[number] {
  return {
    key,
    name,
    rdns,
    chains,
    mobile_link: `${key}://`,
    desktop_link: null,
    webapp_link: `https://${key}.wallet.example`,
    badge,
  }
}

// 26 x 28 = 728 generated names, all different.
const FIRST =
  'Aurora Beacon Cobalt Drift Ember Fathom Glacier Harbor Indigo Juniper Kestrel Lumen Meridian Nimbus Orbit Pioneer Quartz Ripple Summit Tidal Umbra Vertex Willow Xenon Yonder Zephyr'
const SECOND =
  'Wallet Vault Pay Keys Safe Pocket Purse Wave Link Hub Box Pass Nest Port Key Chest Coin Fi Guard Mint Sign Dock Gate Loop Spark Stack Flow Shell'

const hash = (text: string) => createHash('sha256').update(text).digest()

/** A uuid-shaped image id derived from the wallet id, like the catalogue's own. */
function imageIdOf(id: string): string {
  const hex = hash(`image:${id}`).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Chains, links and badge of a generated wallet, each decided by one byte of its name's hash. */
function generated(name: string): Omit<CatalogueWallet, 'id' | 'image_id'> {
  const bytes = hash(`wallet:${name}`)
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
  const chains = [
    ...(bytes[0]! < 230 ? EVM_CHAINS.filter((_, i) => i === 0 || (bytes[1]! >> i) & 1) : []),
    ...(bytes[2]! < 128 ? DEVNET_CHAINS : []),
    ...(bytes[3]! < 80 ? [SOLANA] : []),
    ...(bytes[4]! < 25 ? [BITCOIN] : []),
    ...(bytes[5]! < 15 ? [POLKADOT] : []),
  ]
  return {
    name,
    rdns: bytes[6]! < 160 ? `com.${slug}` : null,
    chains: chains.length > 0 ? chains : [SOLANA],
    mobile_link: bytes[7]! < 200 ? `${slug}://` : null,
    desktop_link: bytes[8]! < 50 ? `${slug}-desktop://` : null,
    webapp_link: bytes[9]! < 80 ? `https://app.${slug}.example` : null,
    badge: bytes[10]! < 64 ? 'certified' : 'none',
  }
}

let catalogue: CatalogueWallet[] | undefined

/** The devnet's wallet catalogue: the same 738 wallets, in the same order, on every machine and run. */
export function walletCatalogue(): CatalogueWallet[] {
  if (catalogue) return catalogue
  const withIds = (key: string, wallet: Omit<CatalogueWallet, 'id' | 'image_id'>): CatalogueWallet => {
    const id = hash(`portkit-catalogue:${key}`).toString('hex')
    return { id, ...wallet, image_id: imageIdOf(id) }
  }
  const names = FIRST.split(' ').flatMap((first) => SECOND.split(' ').map((second) => `${first} ${second}`))
  catalogue = [
    ...NAMED.map(({ key, ...wallet }) => withIds(key, wallet)),
    ...names.map((name) => withIds(name, generated(name))),
  ]
  return catalogue
}
