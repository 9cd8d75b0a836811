/**
 * Keys the runtime persists (spec section 3, Local-storage keys), all under one prefix so a host can
 * tell them apart from its own.
 */
export const STORAGE_KEYS = {
  connectionStatus: (namespace: string) => `@portkit/connection-status/${namespace}`,
  connectorId: (namespace: string) => `@portkit/connector-id/${namespace}`,
  activeNetwork: (namespace: string) => `@portkit/active-network/${namespace}`,
  /** The granted account the visitor picked (ChainAdapter.selectAccount), resumed after a reload. */
  selectedAccount: (namespace: string) => `@portkit/selected-account/${namespace}`,
  lastUsedChain: '@portkit/last-used-chain',
  loginEmail: '@portkit/login-email',
  emailLoginUsed: '@portkit/email-login-used',
  lastEmailLoginTime: '@portkit/last-email-login-time',
  socialUsername: '@portkit/social-username',
  socialProvider: '@portkit/social-provider',
  smartAccountEnabledNetworks: '@portkit/smart-account-enabled-networks',
  preferredAccountTypes: '@portkit/preferred-account-types',
  recentWallets: '@portkit/recent-wallets',
  /** The namespaces with a connection, as a unique comma list. */
  connectedNamespaces: '@portkit/connected-namespaces',
} as const
