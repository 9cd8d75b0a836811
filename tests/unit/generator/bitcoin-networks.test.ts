import { describe, expect, it } from 'vitest'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { resolveAdapters } from '../../../generator/config/validate-adapters.ts'
import { resolveNetworks } from '../../../generator/config/validate-networks.ts'
import {
  bitcoinMainnet,
  bitcoinTestnet,
  devnetAlpha,
  devnetBitcoin,
} from '../../../runtime/networks/index.ts'

const manifest = (bitcoin: boolean): DevnetManifest => ({
  version: 1,
  chains: [{ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl: 'http://127.0.0.1:1111' }],
  accounts: [],
  services: bitcoin ? { bitcoinApi: 'http://127.0.0.1:3333' } : {},
  ...(bitcoin
    ? { bitcoin: { caipNetworkId: devnetBitcoin.caipNetworkId, name: 'Bitcoin', accounts: [] } }
    : {}),
})

// CAIP-2 for bip122: the first 32 hex characters of the genesis block hash.
describe('Bitcoin networks in portkit.config.ts', () => {
  it('accepts mainnet, testnet and the regtest devnet chain and gives them the bip122 adapter', () => {
    const networks = resolveNetworks([devnetAlpha, bitcoinMainnet, bitcoinTestnet, devnetBitcoin])
    expect(networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ])
    expect(networks.slice(1).map((network) => network.nativeCurrency)).toEqual(
      Array(3).fill({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 }),
    )
    expect(resolveAdapters(undefined, networks)).toEqual(['eip155', 'bip122'])
    expect(resolveAdapters(['bitcoin'], [bitcoinMainnet])).toEqual(['bip122'])
  })

  it('points the devnet Bitcoin network at the running devnet', () => {
    const [, bitcoin] = resolveNetworks([devnetAlpha, devnetBitcoin], manifest(true))
    expect(bitcoin?.rpcUrls.default.http).toEqual(['http://127.0.0.1:3333'])
  })

  it('refuses the devnet Bitcoin network when the running devnet has no Bitcoin chain, naming what to install', () => {
    expect(() => resolveNetworks([devnetAlpha, devnetBitcoin], manifest(false))).toThrow(
      'networks[1]: the running devnet has no Bitcoin chain: install its part (npm install @scure/btc-signer@^2.4.1) and restart it',
    )
  })
})
