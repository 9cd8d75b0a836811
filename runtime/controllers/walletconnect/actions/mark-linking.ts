import type { WcLinking } from '../../../state/walletconnect-state.ts'
import type { WalletConnectHost } from './context.ts'

/** Remembers the deep or universal link the visitor followed into a wallet app. */
export function markLinking({ portkit }: WalletConnectHost, linking: WcLinking): void {
  portkit.walletConnect.wcLinking.value = linking
}
