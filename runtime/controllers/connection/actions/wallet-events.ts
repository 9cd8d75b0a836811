import type { ChainNamespace } from '../../../core/types.ts'
import { updateChain } from '../../../state/create-state.ts'
import type { WalletAccount } from '../../types.ts'
import { networkFor } from '../chains.ts'
import { clearConnection } from './clear-connection.ts'
import type { ConnectionHost } from './context.ts'

/** What a connected wallet's events do to its namespace: new accounts, another chain, the end. */
export function walletEvents(host: ConnectionHost, namespace: ChainNamespace) {
  const { portkit, account } = host
  return {
    onAccountsChanged(addresses: string[], accounts?: WalletAccount[]) {
      const [address] = addresses
      if (!address) return void clearConnection(host, namespace)
      updateChain(portkit, namespace, { address, allAccounts: accounts ?? [], balance: undefined })
      void account.refreshBalance(namespace)
    },
    onChainChanged(reference: string) {
      updateChain(portkit, namespace, {
        caipNetwork: networkFor(portkit, namespace, reference),
        balance: undefined,
      })
      void account.refreshBalance(namespace)
    },
    onDisconnect() {
      void clearConnection(host, namespace)
    },
  }
}
