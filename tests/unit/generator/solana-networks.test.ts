import { describe, expect, it } from 'vitest'
import type { DevnetManifest } from '../../../devnet/manifest.ts'
import { resolveAdapters } from '../../../generator/config/validate-adapters.ts'
import { resolveNetworks, solanaDevnetParts } from '../../../generator/config/validate-networks.ts'
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
      `networks[1]: the running devnet has no Solana chain: ${solanaDevnetParts()}`,
    )
  })

  // @solana/web3.js is a dependency (the page loads it at run time); litesvm's build for the machine is a
  // devDependency, at the version of the build this repository runs.
  it.each([
    ['linux', 'x64', 'litesvm-linux-x64-gnu'],
    ['darwin', 'arm64', 'litesvm-darwin-arm64'],
    ['linux', 'arm64', 'litesvm-linux-arm64-gnu'],
  ])('on %s-%s names web3.js as a dependency and %s as a devDependency', (platform, arch, litesvm) => {
    expect(solanaDevnetParts(platform, arch)).toBe(
      `install its parts (npm install @solana/web3.js@^1.98.4 && npm install --save-dev ${litesvm}@1.5.0) and restart it`,
    )
  })

  it('on Windows says litesvm has no build there', () => {
    expect(solanaDevnetParts('win32', 'x64')).toBe(
      'litesvm, which it runs on, has no build for win32-x64 (it has for macOS and Linux)',
    )
  })
})
