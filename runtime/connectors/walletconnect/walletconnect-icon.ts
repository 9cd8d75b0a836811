/** WalletConnect's mark as an inline image: shown without any network request. */
export const walletConnectIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3396ff"/><path d="M9.6 12.3c3.5-3.4 9.3-3.4 12.8 0l.4.4a.4.4 0 0 1 0 .6l-1.4 1.4a.2.2 0 0 1-.3 0l-.6-.6a6.3 6.3 0 0 0-8.9 0l-.6.6a.2.2 0 0 1-.3 0l-1.4-1.4a.4.4 0 0 1 0-.6zm15.8 2.9 1.3 1.2a.4.4 0 0 1 0 .6l-5.7 5.6a.5.5 0 0 1-.6 0l-4-4a.1.1 0 0 0-.2 0l-4 4a.5.5 0 0 1-.6 0l-5.7-5.6a.4.4 0 0 1 0-.6l1.3-1.2a.5.5 0 0 1 .6 0l4 4a.1.1 0 0 0 .2 0l4-4a.5.5 0 0 1 .6 0l4 4a.1.1 0 0 0 .2 0l4-4a.5.5 0 0 1 .6 0z" fill="#fff"/></svg>',
)}`
