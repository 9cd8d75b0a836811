import type { ResolvedConfig } from '../../config/types.ts'

/** The Coinbase Wallet SDK major version the connector is built on (spec section 9). */
export const COINBASE_SDK_MAJOR = 4
/**
 * Spec section 9: preference default `all`: the Coinbase extension (or the Coinbase in-app browser) when
 * the page has it, else the smart wallet through the keys.coinbase.com popup.
 */
export const COINBASE_PREFERENCE = { options: 'all' } as const

/** What `createCoinbaseWalletSDK` is given: the host's metadata and its EVM chains. */
export function coinbaseSdkOptions(config: ResolvedConfig) {
  return {
    appName: config.metadata.name,
    appLogoUrl: config.metadata.icons[0] ?? null,
    appChainIds: config.networks
      .filter((network) => network.chainNamespace === 'eip155')
      .map((network) => Number(network.id)),
    preference: { ...COINBASE_PREFERENCE },
  }
}
