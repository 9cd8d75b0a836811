import { computed, untracked } from '@preact/signals-core'
import { useMemo } from 'react'
import type { Account, Chain, PublicClient, Transport, WalletClient } from 'viem'
import {
  getPublicClient,
  getWalletClient,
  getWalletInfo,
  type WalletInfo,
} from '../controllers/actions/index.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'
import { useAccount } from './hooks.ts'
import { useActionQuery, type QueryResult } from './use-action.ts'

/**
 * viem clients for the host's own viem code, and the connected wallet's facts. The clients are queries (as
 * in wagmi): their code loads with the first ask, and they are made again when the account or network
 * changes. Creating a client asks nothing of the wallet or the network.
 */

/** The connected account's viem WalletClient on the active network; pending while not connected. */
export function useWalletClient(): QueryResult<WalletClient<Transport, Chain, Account>> {
  const { isConnected } = useAccount()
  return useActionQuery('walletClient', getWalletClient, isConnected)
}

/** A viem PublicClient over the active network's RPC; pending while there is no active network. */
export function usePublicClient(): QueryResult<PublicClient<Transport, Chain>> {
  const portkit = usePortkitInstance()
  const network = useSignalValue(portkit.state.activeCaipNetwork)
  return useActionQuery('publicClient', (instance) => getPublicClient(instance), network !== undefined)
}

/** Name, icon and type of the connected wallet; undefined while not connected. A new value only when the
 * wallet, account or network changes, not on every balance update. */
export function useWalletInfo(): WalletInfo | undefined {
  const portkit = usePortkitInstance()
  const info = useMemo(() => {
    const connection = computed(() => {
      const chain = portkit.state.activeChainState.value
      const connector = portkit.state.activeConnector.value
      return chain?.status === 'connected' && connector ? `${connector.id} ${chain.address}` : undefined
    })
    return computed(() => (connection.value ? untracked(() => getWalletInfo(portkit)) : undefined))
  }, [portkit])
  return useSignalValue(info)
}
