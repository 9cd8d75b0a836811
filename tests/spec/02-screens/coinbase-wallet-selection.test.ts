import { describe, expect, it } from 'vitest'
import { coinbaseConnector } from '../../../runtime/connectors/coinbase/index.ts'
import { selectWallet } from '../../../runtime/controllers/wallet-selection.ts'
import { coinbaseDappLink } from '../../../runtime/core/deep-links.ts'
import type { Connector, WalletEntry } from '../../../runtime/core/types.ts'
import { testConfig } from '../../support/config.ts'

// Spec section 2, wallet selection, with the Coinbase connector configured: picking the catalogue's
// Coinbase Wallet on an EVM chain opens ConnectingExternal with the connector (it is the installed match,
// by rdns); on Solana without Coinbase's Solana provider it still redirects to the Coinbase app's deep link.

const CATALOGUE_COINBASE: WalletEntry = {
  id: 'coinbase',
  name: 'Coinbase Wallet',
  rdns: 'com.coinbase.wallet',
}
const PAGE = 'http://127.0.0.1:5173/shop'

function coinbase(): Connector {
  let listed: Connector[] = []
  coinbaseConnector({ loadSdk: () => Promise.reject(new Error('not loaded')) })({
    config: testConfig(),
  }).watch((list) => (listed = list))
  return listed[0]!
}

describe('spec 2: choosing Coinbase Wallet', () => {
  it('on an EVM chain opens ConnectingExternal with the Coinbase connector', () => {
    const connector = coinbase()
    const context = { pageUrl: PAGE, hasPhantom: false, hasCoinbaseSolana: false }
    expect(
      selectWallet(CATALOGUE_COINBASE, { ...context, connectors: [connector], activeNamespace: 'eip155' }),
    ).toEqual({ kind: 'view', view: { name: 'ConnectingExternal', connector } })
    expect(
      selectWallet(
        { ...CATALOGUE_COINBASE, rdns: undefined, id: 'x' },
        {
          ...context,
          connectors: [connector],
          activeNamespace: 'eip155',
        },
      ),
    ).toEqual({ kind: 'view', view: { name: 'ConnectingExternal', connector } })
  })

  it('on Solana without its Solana provider redirects to the Coinbase app deep link', () => {
    expect(
      selectWallet(CATALOGUE_COINBASE, {
        connectors: [coinbase()],
        activeNamespace: 'solana',
        pageUrl: PAGE,
        hasPhantom: false,
        hasCoinbaseSolana: false,
      }),
    ).toEqual({ kind: 'redirect', url: coinbaseDappLink(PAGE) })
  })
})
