import type { PriceSource } from '../prices/price-source.ts'
import type { ServedChain } from '../served-chain.ts'
import { createCoinbaseOnrampProvider } from './coinbase-onramp-provider.ts'
import { createDevnetOnrampProvider } from './devnet-onramp-provider.ts'
import { createMeldOnrampProvider } from './meld-onramp-provider.ts'
import type { OnrampProvider } from './onramp-provider.ts'
import type { OnrampSettings, RemoteOnrampSettings } from './onramp-settings.ts'

/**
 * The provider the `onramp` setting names. Without one, the devnet provider answers options and quotes
 * from the served chains and generates no buy URLs (503), as before there were providers.
 */
export function createOnrampProvider(
  settings: OnrampSettings | undefined,
  served: { chains: ServedChain[]; prices: PriceSource },
): OnrampProvider {
  if (settings?.provider === 'coinbase' || settings?.provider === 'meld')
    return createRemoteOnrampProvider(settings)
  return createDevnetOnrampProvider({ ...served, providerUrl: settings?.providerUrl })
}

/** Coinbase or Meld; throws an OnrampSettingError on settings it cannot call with. */
export function createRemoteOnrampProvider(settings: RemoteOnrampSettings): OnrampProvider {
  return settings.provider === 'coinbase'
    ? createCoinbaseOnrampProvider(settings)
    : createMeldOnrampProvider(settings)
}
