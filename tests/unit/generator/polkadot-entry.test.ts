import { describe, expect, it } from 'vitest'
import { buildBundle, templateApp, withNetworks } from './template-build.ts'

// Issue 15, generated entry: a Polkadot-only config loads the polkadot adapter and the injected-extension
// discovery, with no EVM adapter and no viem wallet actions, and @polkadot/extension-dapp (with its crypto)
// only in a lazy chunk, loaded when the visitor picks an extension; none of @polkadot/api's light client
// (GPL) reaches the bundle. An EVM-only config ships no Polkadot code. A real Vite build of the scaffolded app.

const template = templateApp('portkit-polkadot-entry-')

function buildWith(networks: string, defaultNetwork: string) {
  template.edit('portkit.config.ts', withNetworks(networks, defaultNetwork))
  return buildBundle(template, /^(@polkadot\/|@substrate\/|smoldot|portkit\/(adapters|connectors)\/)/)
}

// The polkadot adapter's wallet method; extension-dapp's own error text; the EVM adapter's connect request
// and viem's wallet client name (only the EVM adapter imports them).
const POLKADOT_ADAPTER_TEXT = 'polkadot_requestAccounts'
const EXTENSION_DAPP_TEXT = 'You must pass a name for your app to the web3Enable function'
const EVM_WALLET_TEXTS = ['eth_requestAccounts', 'Wallet Client']

describe('generated entry for Polkadot', () => {
  it('a Polkadot-only config loads the polkadot adapter, lazily extension-dapp, and no EVM adapter or viem wallet code', async () => {
    const { requested, entry, all } = await buildWith(
      'presets.polkadotMainnet, presets.kusamaMainnet, presets.westendTestnet',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    )
    expect(requested).toEqual(
      expect.arrayContaining([
        'portkit/adapters/polkadot',
        'portkit/connectors/polkadot-extension',
        '@polkadot/extension-dapp',
        '@polkadot/util-crypto',
      ]),
    )
    expect(
      requested.filter((id) => /adapters\/(eip155|solana|bip122)|connectors\/injected/.test(id)),
    ).toEqual([])
    expect(requested.filter((id) => /^(@polkadot\/api|@substrate\/connect|smoldot)/.test(id))).toEqual([])
    expect(all).toContain(POLKADOT_ADAPTER_TEXT)
    expect(all).toContain(EXTENSION_DAPP_TEXT)
    expect(entry).not.toContain(EXTENSION_DAPP_TEXT)
    for (const text of EVM_WALLET_TEXTS) expect(all).not.toContain(text)
  }, 120_000)

  it('an EVM-only config contains no Polkadot adapter and no @polkadot package', async () => {
    const { requested, all } = await buildWith('presets.devnetAlpha, presets.devnetBeta', 'eip155:31337')
    expect(requested.filter((id) => /polkadot/.test(id))).toEqual([])
    expect(all).not.toContain(POLKADOT_ADAPTER_TEXT)
    expect(all).not.toContain(EXTENSION_DAPP_TEXT)
    expect(all).toContain(EVM_WALLET_TEXTS[0])
  }, 120_000)
})
