import { describe, expect, it } from 'vitest'
import { buildBundle, templateApp, withNetworks } from './template-build.ts'

// Issue 15, generated entry: a Bitcoin-only config loads the bip122 adapter and the Bitcoin Wallet Standard
// discovery, with no EVM adapter, no viem wallet actions and @scure/btc-signer only in a lazy chunk; an
// EVM-only config ships no Bitcoin code. A real Vite build of the scaffolded app.

const template = templateApp('portkit-bitcoin-entry-')

function buildWith(networks: string, defaultNetwork: string) {
  template.edit('portkit.config.ts', withNetworks(networks, defaultNetwork))
  return buildBundle(template, /^(@scure\/|@solana\/|@wallet-standard\/|portkit\/(adapters|connectors)\/)/)
}

// The bip122 adapter's wallet method; btc-signer's own error text; the EVM adapter's connect request and
// viem's wallet client name (only the EVM adapter imports them).
const BITCOIN_ADAPTER_TEXT = 'bitcoin_requestAccounts'
const BTC_SIGNER_TEXT = 'Tx has signed outputs, cannot add new one'
const EVM_WALLET_TEXTS = ['eth_requestAccounts', 'Wallet Client']

describe('generated entry for Bitcoin', () => {
  it('a Bitcoin-only config loads the bip122 adapter, lazily btc-signer, and no EVM adapter or viem wallet code', async () => {
    const { requested, entry, all } = await buildWith(
      'presets.devnetBitcoin, presets.bitcoinMainnet',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    )
    expect(requested).toEqual(
      expect.arrayContaining([
        'portkit/adapters/bip122',
        'portkit/connectors/bitcoin-wallet-standard',
        '@scure/btc-signer',
        '@wallet-standard/app',
      ]),
    )
    expect(
      requested.filter((id) => /adapters\/(eip155|solana)|connectors\/injected|@solana/.test(id)),
    ).toEqual([])
    expect(all).toContain(BITCOIN_ADAPTER_TEXT)
    expect(all).toContain(BTC_SIGNER_TEXT)
    expect(entry).not.toContain(BTC_SIGNER_TEXT)
    for (const text of EVM_WALLET_TEXTS) expect(all).not.toContain(text)
  }, 120_000)

  it('an EVM-only config contains no Bitcoin adapter and no btc-signer', async () => {
    const { requested, all } = await buildWith('presets.devnetAlpha, presets.devnetBeta', 'eip155:31337')
    expect(requested.filter((id) => /bip122|bitcoin|@scure\/btc-signer/.test(id))).toEqual([])
    expect(all).not.toContain(BITCOIN_ADAPTER_TEXT)
    expect(all).not.toContain(BTC_SIGNER_TEXT)
    expect(all).toContain(EVM_WALLET_TEXTS[0])
  }, 120_000)
})
