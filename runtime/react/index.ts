export { PortkitProvider } from './provider.tsx'
export type { PortkitProviderProps } from './provider.tsx'
export { ConnectButton } from './connect-button.tsx'
export type { ConnectButtonProps } from './connect-button.tsx'
export type { ConnectButtonCustomProps, ConnectButtonRenderProps } from './connect-button-custom.tsx'
export { AccountButton } from './account-button.tsx'
export type { AccountButtonProps } from './account-button.tsx'
export { NetworkButton } from './network-button.tsx'
export type { NetworkButtonProps } from './network-button.tsx'
export { PortkitModal } from './portkit-modal.tsx'
export { useAccount, useDisconnect, useNetwork, usePortkit } from './hooks.ts'
export type { AccountInfo } from './hooks.ts'
export { useWalletProvider } from './use-wallet-provider.ts'
export {
  useEstimateGas,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useSwitchNetwork,
  useWriteContract,
} from './action-hooks.ts'
export type { SignTypedDataResult, WriteContractResult } from './action-hooks.ts'
export {
  useBalance,
  useReadContract,
  useTransaction,
  useTransactionCount,
  useTransactionReceipt,
  useWaitForReceipt,
} from './query-hooks.ts'
export type { QueryOptions } from './query-hooks.ts'
export { usePublicClient, useWalletClient, useWalletInfo } from './client-hooks.ts'
export type { MutationResult, QueryResult } from './use-action.ts'
export { useCallsStatus, useCapabilities, useSendCalls } from './calls-hooks.ts'
export { useEvents } from './use-events.ts'
export { usePendingTransactions } from './use-pending-transactions.ts'
export type { EventsResult } from './use-events.ts'
export { useLocale, type LocaleResult } from './use-locale.ts'
// The locales a host can pass to `setLocale` (e.g. for its own language picker).
export { LOCALES, type Locale } from '../core/i18n/locales.ts'
export { useTheme } from './use-theme.ts'
export type { ThemeResult } from './use-theme.ts'
