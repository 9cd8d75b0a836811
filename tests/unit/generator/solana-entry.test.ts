import { describe, expect, it } from 'vitest'
import { buildBundle, templateApp, withNetworks } from './template-build.ts'

// Issue 15, generated entry: an EVM-only config ships no Solana code, a Solana config loads the Solana
// adapter and the Wallet Standard discovery (and no EVM adapter when it has only Solana networks). A real
// Vite build of the scaffolded app: the module requests it resolves and the code it emits.

const template = templateApp('portkit-solana-entry-')

function buildWith(networks: string, defaultNetwork: string) {
  template.edit('portkit.config.ts', withNetworks(networks, defaultNetwork))
  return buildBundle(template, /^(@solana\/|@wallet-standard\/|portkit\/(adapters|connectors)\/)/)
}

// web3.js's own error text, and the Solana adapter's wallet method.
const WEB3_TEXT = 'failed to get balance of account'
const SOLANA_ADAPTER_TEXT = 'solana_requestAccounts'
// The EVM adapter's connect request (viem's requestAddresses, which only the EVM adapter imports).
const EVM_ADAPTER_TEXT = 'eth_requestAccounts'

describe('generated entry per chain family', () => {
  it('an EVM-only config contains no @solana/web3.js and no Wallet Standard discovery', async () => {
    const { requested, all: text } = await buildWith(
      'presets.devnetAlpha, presets.devnetBeta',
      'eip155:31337',
    )
    expect(requested.filter((id) => /solana|wallet-standard/.test(id))).toEqual([])
    expect(requested).toContain('portkit/adapters/eip155')
    expect(text).not.toContain(WEB3_TEXT)
    expect(text).not.toContain(SOLANA_ADAPTER_TEXT)
    expect(text).toContain(EVM_ADAPTER_TEXT)
  }, 120_000)

  it('a Solana-only config loads the Solana adapter and no EVM adapter or EIP-6963 discovery', async () => {
    const { requested, all: text } = await buildWith(
      'presets.devnetSolana, presets.solanaMainnet',
      'solana:B88bDeHF82ezSW7rrheMyQaWV9LQQEpz',
    )
    expect(requested).toEqual(
      expect.arrayContaining([
        'portkit/adapters/solana',
        'portkit/connectors/wallet-standard',
        '@solana/web3.js',
        '@wallet-standard/app',
      ]),
    )
    expect(requested.filter((id) => /adapters\/eip155|connectors\/injected/.test(id))).toEqual([])
    expect(text).toContain(WEB3_TEXT)
    expect(text).toContain(SOLANA_ADAPTER_TEXT)
    expect(text).not.toContain(EVM_ADAPTER_TEXT)
  }, 120_000)
})
