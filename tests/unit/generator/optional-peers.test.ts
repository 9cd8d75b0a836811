import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { checkOptionalPeers } from '../../../generator/config/check-optional-peers.ts'
import { devnetAlpha, polkadotMainnet, westendTestnet } from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'

// A namespace whose adapter loads optional peers (Polkadot: @polkadot/extension-dapp and its crypto) is refused
// by `portkit generate` until they are installed, with the install line, instead of a build that cannot resolve
// an import.
describe('optional peers of a config', () => {
  const empty = mkdtempSync(join(tmpdir(), 'portkit-no-peers-'))
  const nowhere = pathToFileURL(join(empty, 'portkit', 'generator.js'))
  afterAll(() => rmSync(empty, { recursive: true, force: true }))
  const polkadot = testConfig({
    networks: [devnetAlpha, polkadotMainnet, westendTestnet],
    adapters: ['eip155', 'polkadot'],
  })

  it('a Polkadot config passes where the Polkadot peers are installed (this checkout)', () => {
    expect(() => checkOptionalPeers(polkadot)).not.toThrow()
  })

  it('a Polkadot config without them is refused with the npm install line', () => {
    expect(() => checkOptionalPeers(polkadot, nowhere)).toThrow(
      'networks[1]: polkadot networks need @polkadot/extension-dapp, @polkadot/util-crypto, @polkadot/api, not installed: npm install @polkadot/extension-dapp@0.63.1 @polkadot/util-crypto@^14.0.3 @polkadot/api@^16.5.6',
    )
  })

  it('an EVM-only config needs none of them', () => {
    expect(() => checkOptionalPeers(testConfig(), nowhere)).not.toThrow()
  })
})
