/** The SDK's provider as a type only: importing it this way loads nothing at run time. */
export type { ProviderInterface as CoinbaseSdkProvider } from '@coinbase/wallet-sdk'
