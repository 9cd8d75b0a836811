import { describe, expect, it } from 'vitest'
import { resolveAdapters } from '../../../generator/config/validate-adapters.ts'
import { resolveNetworks } from '../../../generator/config/validate-networks.ts'
import {
  devnetAlpha,
  kusamaMainnet,
  polkadotMainnet,
  westendTestnet,
} from '../../../runtime/networks/index.ts'

// CAIP-2 for polkadot: the first 32 hex characters (lower case, no 0x) of the genesis block hash; values
// checked against the ChainAgnostic polkadot profile and the SS58 registry (DOT 10, KSM 12, WND 12 decimals).
describe('Polkadot networks in portkit.config.ts', () => {
  it('accepts Polkadot, Kusama and Westend and gives them the polkadot adapter', () => {
    const networks = resolveNetworks([devnetAlpha, polkadotMainnet, kusamaMainnet, westendTestnet])
    expect(networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
    ])
    expect(networks.slice(1).map(({ nativeCurrency: { symbol, decimals } }) => [symbol, decimals])).toEqual([
      ['DOT', 10],
      ['KSM', 12],
      ['WND', 12],
    ])
    expect(resolveAdapters(undefined, networks)).toEqual(['eip155', 'polkadot'])
    expect(resolveAdapters(['polkadot'], [polkadotMainnet, westendTestnet])).toEqual(['polkadot'])
  })

  it.each([
    ['a 0x-prefixed genesis hash', 'polkadot:0x91b171bb158e2d3848fa23a9f1c251'],
    ['upper-case hex', 'polkadot:91B171BB158E2D3848FA23A9F1C25182'],
    ['the whole genesis hash', 'polkadot:91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'],
    ['a chain name', 'polkadot:polkadot'],
    ['three parts', 'polkadot:91b171bb158e2d3848fa23a9f1c25182:x'],
  ])("refuses %s with 'Invalid CAIP-2 network id'", (_case, caipNetworkId) => {
    const [, reference] = caipNetworkId.split(':')
    expect(() => resolveNetworks([{ ...polkadotMainnet, caipNetworkId, id: reference }])).toThrow(
      'networks[0].caipNetworkId: Invalid CAIP-2 network id',
    )
  })

  it('refuses the polkadot adapter without a Polkadot network, and a Polkadot network without its adapter', () => {
    expect(() => resolveAdapters(['polkadot'], [devnetAlpha])).toThrow(
      'adapters[0]: polkadot adapts polkadot, which no network uses',
    )
    expect(() => resolveAdapters(['wagmi'], [devnetAlpha, polkadotMainnet])).toThrow(
      "networks[1].chainNamespace: Adapter for namespace polkadot doesn't exist (adapters: wagmi)",
    )
  })
})
