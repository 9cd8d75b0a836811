import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { selectWallet, type WalletSelectionContext } from '../../../runtime/controllers/wallet-selection.ts'
import { MOBILE_CONNECT_LABEL } from '../../../runtime/core/constants.ts'
import { coinbaseDappLink, phantomBrowseLink } from '../../../runtime/core/deep-links.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

const PAGE = 'https://shop.example/checkout?step=2'
const metamask: WalletEntry = { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }
const rainbow: WalletEntry = { id: '1ae92b26', name: 'Rainbow', rdns: 'me.rainbow' }
const phantom: WalletEntry = { id: 'a797aa35', name: 'Phantom', rdns: 'app.phantom' }
const coinbase: WalletEntry = { id: 'fd20dc42', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }

function context(overrides: Partial<WalletSelectionContext> = {}): WalletSelectionContext {
  return {
    connectors: [testConnector('eip6963:io.metamask', { name: 'MetaMask', info: { rdns: 'io.metamask' } })],
    activeNamespace: 'eip155',
    pageUrl: PAGE,
    hasPhantom: false,
    hasCoinbaseSolana: false,
    ...overrides,
  }
}

describe('spec 2: wallet selection', () => {
  it('opens ConnectingExternal with the matching installed connector', () => {
    const selection = selectWallet(metamask, context())
    expect(selection).toMatchObject({ kind: 'view', view: { name: 'ConnectingExternal' } })
    expect(
      selection.kind === 'view' &&
        selection.view.name === 'ConnectingExternal' &&
        selection.view.connector.id,
    ).toBe('eip6963:io.metamask')
  })

  it('opens ConnectingWalletConnect with the wallet when no installed connector matches', () => {
    expect(selectWallet(rainbow, context())).toEqual({
      kind: 'view',
      view: { name: 'ConnectingWalletConnect', wallet: rainbow },
    })
  })

  it('on Solana, Phantom without the extension redirects to the Phantom app deep link', () => {
    const selection = selectWallet(phantom, context({ activeNamespace: 'solana' }))
    expect(selection).toEqual({ kind: 'redirect', url: phantomBrowseLink(PAGE) })
    expect(phantomBrowseLink(PAGE)).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fshop.example%2Fcheckout%3Fstep%3D2?ref=https%3A%2F%2Fshop.example%2Fcheckout%3Fstep%3D2',
    )
  })

  it('on Solana, Phantom with the extension is not redirected', () => {
    expect(selectWallet(phantom, context({ activeNamespace: 'solana', hasPhantom: true })).kind).toBe('view')
  })

  it('on EVM, Phantom is not redirected', () => {
    expect(selectWallet(phantom, context()).kind).toBe('view')
  })

  it('Coinbase Wallet without its Solana provider redirects to the Coinbase app deep link', () => {
    const selection = selectWallet(coinbase, context({ activeNamespace: 'solana' }))
    expect(selection).toEqual({ kind: 'redirect', url: coinbaseDappLink(PAGE) })
    expect(coinbaseDappLink(PAGE)).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fshop.example%2Fcheckout%3Fstep%3D2',
    )
  })

  it('Coinbase Wallet with its Solana provider is not redirected', () => {
    expect(selectWallet(coinbase, context({ activeNamespace: 'solana', hasCoinbaseSolana: true })).kind).toBe(
      'view',
    )
  })

  it('the mobile connect label', () => {
    expect(MOBILE_CONNECT_LABEL).toBe('Open and continue in a new browser tab')
  })
})
