import { describe, expect, it } from 'vitest'
import { assertPairingUri, isPairingUri } from '../../../runtime/core/pairing-uri.ts'
import { walletConnectLink } from '../../../runtime/core/wallet-links.ts'
import type { WalletEntry } from '../../../runtime/core/types.ts'
import { walletPlatforms } from '../../../runtime/ui/wallet-platforms.ts'

/** Spec section 2: per-wallet WalletConnect view, deep links and universal links (mobile linking). */

const URI = `wc:${'7'.repeat(64)}@2?expiryTimestamp=1795264716&relay-protocol=irn&symKey=${'c'.repeat(64)}`
const ENCODED = encodeURIComponent(URI)

describe('wallet links carry the pairing URI', () => {
  it.each([
    ['a native scheme', 'metamask://', `metamask://wc?uri=${ENCODED}`],
    ['a bare scheme with a colon', 'trust:', `trust://wc?uri=${ENCODED}`],
    ['a bare scheme name', 'zerion', `zerion://wc?uri=${ENCODED}`],
    ['a native link with a path', 'rainbow://open', `rainbow://open/wc?uri=${ENCODED}`],
    ['a universal link', 'https://link.trustwallet.com', `https://link.trustwallet.com/wc?uri=${ENCODED}`],
    [
      'a universal link with a slash',
      'https://wallet.example/app/',
      `https://wallet.example/app/wc?uri=${ENCODED}`,
    ],
  ])('%s', (_name, link, expected) => {
    expect(walletConnectLink(link, URI)).toBe(expected)
  })

  it('the URI survives the link unchanged', () => {
    const link = new URL(walletConnectLink('https://wallet.example', URI)!)
    expect(link.searchParams.get('uri')).toBe(URI)
  })

  it.each([
    ['javascript:', 'javascript:alert(1)//'],
    ['data:', 'data:text/html,<script>1</script>'],
    ['vbscript:', 'VBScript:msgbox'],
    ['file:', 'file:///etc/passwd'],
    ['an unparsable universal link', 'https://'],
    ['an empty link', ''],
    ['a link that is no scheme at all', '../relative'],
  ])('gives no link for %s', (_name, link) => {
    expect(walletConnectLink(link, URI)).toBeUndefined()
  })

  it('gives no link before the URI exists or for a malformed one', () => {
    expect(walletConnectLink('metamask://', undefined)).toBeUndefined()
    expect(walletConnectLink('metamask://', 'wc:short@2?symKey=1')).toBeUndefined()
  })
})

describe('pairing URIs are checked before they are shown', () => {
  it('accepts what the SDK creates', () => {
    expect(isPairingUri(URI)).toBe(true)
    expect(assertPairingUri(URI)).toBe(URI)
  })

  it.each([
    ['a v1 URI', `wc:${'7'.repeat(64)}@1?bridge=https%3A%2F%2Fb.example&key=${'c'.repeat(64)}`],
    ['no symKey', `wc:${'7'.repeat(64)}@2?relay-protocol=irn`],
    ['a short topic', `wc:abc@2?relay-protocol=irn&symKey=${'c'.repeat(64)}`],
    ['another scheme', `https://${'7'.repeat(64)}@2?relay-protocol=irn&symKey=${'c'.repeat(64)}`],
  ])('rejects %s with a clear error', (_name, uri) => {
    expect(isPairingUri(uri)).toBe(false)
    expect(() => assertPairingUri(uri)).toThrow(/^Invalid WalletConnect pairing URI: /)
  })
})

describe('how the per-wallet view offers a wallet', () => {
  const full: WalletEntry = {
    id: 'w',
    name: 'Wallet',
    mobile_link: 'wallet://',
    desktop_link: 'walletdesktop://',
    webapp_link: 'https://app.wallet.example',
  }

  it('on a phone: the app link, then the web app', () => {
    expect(walletPlatforms(full, true)).toEqual(['mobile', 'web'])
  })

  it('on a computer: the QR code, then the desktop app, then the web app', () => {
    expect(walletPlatforms(full, false)).toEqual(['qrcode', 'desktop', 'web'])
  })

  it('a wallet without links still gets a QR code', () => {
    expect(walletPlatforms({ id: 'x', name: 'X' }, true)).toEqual(['qrcode'])
    expect(walletPlatforms({ id: 'x', name: 'X' }, false)).toEqual(['qrcode'])
  })
})
