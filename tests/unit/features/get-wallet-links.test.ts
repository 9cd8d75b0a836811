import { describe, expect, it } from 'vitest'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { getWalletUrl } from '../../../runtime/features/catalogue/get-wallet-view.tsx'

const wallet = (links: Partial<WalletEntry>): WalletEntry => ({ id: 'w', name: 'Wallet', ...links })

describe('Get a wallet: the link each catalogue wallet is offered with', () => {
  it('prefers the web app, then a desktop or mobile link that is a web address', () => {
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
