/** Coinbase Wallet's mark as an inline image: shown without any network request. */
export const coinbaseIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0052ff"/><circle cx="16" cy="16" r="10" fill="#fff"/><rect x="12.5" y="12.5" width="7" height="7" rx="1" fill="#0052ff"/></svg>',
)}`
