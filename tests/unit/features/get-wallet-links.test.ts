import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { getWalletUrl, walletStoreLinks } from '../../../runtime/features/catalogue/get-wallet-view.tsx'

const wallet = (links: Partial<WalletEntry>): WalletEntry => ({ id: 'w', name: 'Wallet', ...links })

describe('Get a wallet: the link each catalogue wallet is offered with', () => {
  it('prefers the web app, then a desktop or mobile link that is an https address', () => {
    expect(
      getWalletUrl(wallet({ webapp_link: 'https://app.example', mobile_link: 'https://m.example' })),
    ).toBe('https://app.example')
    expect(getWalletUrl(wallet({ desktop_link: 'https://desk.example', mobile_link: 'w://' }))).toBe(
      'https://desk.example',
    )
    expect(getWalletUrl(wallet({ mobile_link: 'https://link.example/app' }))).toBe('https://link.example/app')
  })

  it('offers nothing for app schemes or script and data URLs, whatever field they sit in', () => {
    for (const link of [
      'metamask://',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      '/relative',
    ])
      expect(
        getWalletUrl(wallet({ webapp_link: link, desktop_link: link, mobile_link: link })),
      ).toBeUndefined()
    expect(getWalletUrl(wallet({}))).toBeUndefined()
  })
})

describe('Get a wallet: the wallet’s own site and store pages (Portkit’s catalogue)', () => {
  it('offers the site first, and store pages in a fixed order, https only', () => {
    const entry = wallet({
      homepage: 'https://wallet.example',
      webapp_link: 'https://app.wallet.example',
      stores: {
        android: 'https://play.example/w',
        ios: 'https://apps.example/w',
        chrome: 'http://insecure.example/w',
        firefox: 'javascript:alert(1)',
      },
    })
    expect(getWalletUrl(entry)).toBe('https://wallet.example')
    expect(walletStoreLinks(entry)).toEqual([
      { store: 'ios', url: 'https://apps.example/w' },
      { store: 'android', url: 'https://play.example/w' },
    ])
    expect(getWalletUrl(wallet({ homepage: 'http://wallet.example' }))).toBeUndefined()
  })

  it('reads a custom wallet’s store fields too', () => {
    const custom = {
      ...wallet({}),
      app_store: 'https://apps.example/mine',
      chrome_store: 'https://chrome.example/mine',
    }
    expect(walletStoreLinks(custom)).toEqual([
      { store: 'ios', url: 'https://apps.example/mine' },
      { store: 'chrome', url: 'https://chrome.example/mine' },
    ])
  })
})
