/** The SDK's provider class as a type only: importing it this way loads nothing at run time. */
export type { default as UniversalProvider } from '@walletconnect/universal-provider'
