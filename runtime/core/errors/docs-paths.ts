/**
 * Where each group of the error catalogue is explained: a page under docs/ and its heading's anchor (the
 * one source for errors' `docsPath`; tests/spec/08-errors/error-docs.test.ts checks each one exists).
 */
export const ERROR_DOCS = {
  setup: 'errors.md#setup-and-configuration',
  validation: 'errors.md#validation',
  wallet: 'errors.md#wallets-and-connections',
  chain: 'errors.md#chains-and-networks',
  features: 'errors.md#feature-flows',
  embeddedWallet: 'errors.md#embedded-wallet',
  http: 'errors.md#services-http',
  plugins: 'errors.md#plugins',
  otherChains: 'errors.md#solana-bitcoin-and-polkadot',
  relay: 'errors.md#walletconnect',
} as const
