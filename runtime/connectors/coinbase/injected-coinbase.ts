import type { Eip1193Provider } from '../../core/types.ts'

/**
 * The page's own Coinbase provider, found the way the SDK looks for it with preference `all`: the
 * extension's `window.coinbaseWalletExtension`, else `window.ethereum` inside the Coinbase in-app browser.
 * Undefined means the SDK falls back to the keys.coinbase.com popup.
 */
export function injectedCoinbaseProvider(): Eip1193Provider | undefined {
  const page = globalThis as {
    coinbaseWalletExtension?: Eip1193Provider
    ethereum?: Eip1193Provider & { isCoinbaseBrowser?: boolean }
  }
  if (page.coinbaseWalletExtension) return page.coinbaseWalletExtension
  return page.ethereum?.isCoinbaseBrowser ? page.ethereum : undefined
}
