import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { checkOptionalPeers } from '../../../generator/config/check-optional-peers.ts'
import {
  bitcoinMainnet,
  devnetAlpha,
  polkadotMainnet,
  solanaMainnet,
  westendTestnet,
} from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'
import { REPO } from './temp-app.ts'

const { peerDependencies } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>
}

// What a config asks for whose code loads an optional peer in the browser (a namespace's adapter, the
// walletconnect connector, the wagmi bridge) is refused by `portkit generate` until the peer is installed, with
// the install line at portkit's own peer range, instead of a build that cannot resolve an import.
describe('optional peers of a config', () => {
  const empty = mkdtempSync(join(tmpdir(), 'portkit-no-peers-'))
  const nowhere = pathToFileURL(join(empty, 'portkit', 'generator.js'))
  afterAll(() => rmSync(empty, { recursive: true, force: true }))
  const polkadot = testConfig({
    networks: [devnetAlpha, polkadotMainnet, westendTestnet],
    adapters: ['eip155', 'polkadot'],
  })
  const walletConnect = testConfig({ connectors: ['injected', 'walletconnect'] })
  const solana = testConfig({ networks: [devnetAlpha, solanaMainnet], adapters: ['eip155', 'solana'] })
  const bitcoin = testConfig({ networks: [bitcoinMainnet], adapters: ['bip122'] })
  const wagmi = testConfig({ bridges: ['wagmi'] })

  it('each passes where its peers are installed (this checkout)', () => {
    for (const config of [polkadot, walletConnect, solana, bitcoin, wagmi])
      expect(() => checkOptionalPeers(config)).not.toThrow()
  })

  it('a Polkadot config without them is refused with the npm install line', () => {
    expect(() => checkOptionalPeers(polkadot, nowhere)).toThrow(
      'networks[1]: polkadot networks need @polkadot/extension-dapp, @polkadot/util-crypto, @polkadot/api, not installed: npm install @polkadot/extension-dapp@0.63.1 @polkadot/util-crypto@^14.0.3 @polkadot/api@^16.5.6',
    )
  })

  it.each([
    [
      walletConnect,
      'connectors[1]: the walletconnect connector needs',
      ['@walletconnect/universal-provider', '@walletconnect/core', '@walletconnect/safe-json'],
    ],
    [solana, 'networks[1]: solana networks need', ['@solana/web3.js']],
    [bitcoin, 'networks[0]: bip122 networks need', ['@scure/btc-signer']],
  ])('%#: without its peers it is refused, naming the install line', (config, needs, peers) => {
    const specs = peers.map((peer) => `${peer}@${peerDependencies[peer]}`)
    expect(() => checkOptionalPeers(config, nowhere)).toThrow(
      `${needs} ${peers.join(', ')}, not installed: npm install ${specs.join(' ')}`,
    )
  })

  it('the install lines hold the exact versions (2.21.8 is the last Apache-2.0 WalletConnect)', () => {
    expect(() => checkOptionalPeers(walletConnect, nowhere)).toThrow(
      'npm install @walletconnect/universal-provider@2.21.8',
    )
    expect(() => checkOptionalPeers(solana, nowhere)).toThrow('npm install @solana/web3.js@^1.98.4')
    expect(() => checkOptionalPeers(bitcoin, nowhere)).toThrow('npm install @scure/btc-signer@^2.4.1')
  })

  it('the wagmi adapter without wagmi is refused, its range of two majors quoted for the shell', () => {
    expect(() => checkOptionalPeers(wagmi, nowhere)).toThrow(
      `adapters: the wagmi adapter needs wagmi, not installed: npm install wagmi@"${peerDependencies.wagmi}"`,
    )
  })

  it('an EVM-only config with injected wallets needs none of them', () => {
    expect(() => checkOptionalPeers(testConfig(), nowhere)).not.toThrow()
  })
})
