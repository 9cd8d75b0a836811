/**
 * App deep links used when a chosen wallet is not installed (spec section 2, Wallet selection). Both
 * apps open the current page in their in-app browser.
 */

export function phantomBrowseLink(pageUrl: string): string {
  const encoded = encodeURIComponent(pageUrl)
  return `https://phantom.app/ul/browse/${encoded}?ref=${encoded}`
}

export function coinbaseDappLink(pageUrl: string): string {
  return `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`
}
