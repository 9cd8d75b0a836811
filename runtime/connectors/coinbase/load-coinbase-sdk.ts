import type { ResolvedConfig } from '../../config/types.ts'
import { coinbaseSdkOptions } from './coinbase-options.ts'
import type { CoinbaseSdkProvider } from './sdk-types.ts'

/**
 * Loads the SDK (its own chunk: nothing of it is fetched until a visitor picks Coinbase Wallet or a stored
 * Coinbase session is restored) and asks it for its provider: the injected extension when there is one
 * (the SDK hands it the app's name, logo and chains), else its popup provider.
 */
export async function loadCoinbaseSdk(config: ResolvedConfig): Promise<CoinbaseSdkProvider> {
  const { createCoinbaseWalletSDK } = await import('@coinbase/wallet-sdk')
  return createCoinbaseWalletSDK(coinbaseSdkOptions(config)).getProvider()
}
