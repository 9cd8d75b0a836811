import { describe, expect, it } from 'vitest'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { resolveAdapters } from '../../../generator/config/validate-adapters.ts'
import { resolveNetworks } from '../../../generator/config/validate-networks.ts'
import {
  devnetAlpha,
  devnetSolana,
  solanaDevnet,
  solanaMainnet,
  solanaTestnet,
} from '../../../runtime/networks/index.ts'

const manifest = (solana: boolean): DevnetManifest => ({
  version: 1,
  chains: [{ chainId: 31337, caipNetworkId: 'eip155:31337', name: 'Alpha', rpcUrl: 'http://127.0.0.1:1111' }],
  accounts: [],
  services: solana ? { solanaRpc: 'http://127.0.0.1:2222' } : {},
  ...(solana ? { solana: { caipNetworkId: devnetSolana.caipNetworkId, name: 'Solana', accounts: [] } } : {}),
})

describe('Solana networks in portkit.config.ts', () => {
  it('accepts the three Solana networks of the list and gives them the solana adapter', () => {
    const networks = resolveNetworks([devnetAlpha, solanaMainnet, solanaDevnet, solanaTestnet])
    expect(networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    ])
    expect(resolveAdapters(undefined, networks)).toEqual(['eip155', 'solana'])
  })

  it('points the devnet Solana network at the running devnet', () => {
    const [, solana] = resolveNetworks([devnetAlpha, devnetSolana], manifest(true))
    expect(solana?.rpcUrls.default.http).toEqual(['http://127.0.0.1:2222'])
  })

  it('refuses the devnet Solana network when the running devnet has no Solana chain, naming what to install', () => {
    expect(() => resolveNetworks([devnetAlpha, devnetSolana], manifest(false))).toThrow(
      'networks[1]: the running devnet has no Solana chain: install its parts (npm install --save-dev @solana/web3.js@^1.98.4 litesvm-linux-x64-gnu) and restart it',
    )
  })
})
