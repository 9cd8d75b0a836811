import { computed, untracked, type ReadonlySignal } from '@preact/signals-core'
import { useMemo } from 'react'
import type { Account, Chain, PublicClient, Transport, WalletClient } from 'viem'
import {
  getPublicClient,
  getWalletClient,
  getWalletInfo,
  type WalletInfo,
} from '../controllers/actions/index.ts'
import type { Portkit } from '../create-portkit.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'

/**
 * viem clients for the host's own viem code, and the connected wallet's facts, following the connection:
 * a new value only when the wallet, the account or the network changes (not on every balance update).
 * Creating a client asks nothing of the wallet or the network.
 */

/** The connected wallet, account and network as one text; undefined while not connected. */
function connectionKey(portkit: Portkit): string | undefined {
  const chain = portkit.state.activeChainState.value
  if (chain?.status !== 'connected' || !chain.address || !chain.caipNetwork) return undefined
  const connector = portkit.state.connectors.value.find((candidate) => candidate.id === chain.connectorId)
  return connector ? `${connector.id} ${chain.address} ${chain.caipNetwork.caipNetworkId}` : undefined
}

/** `make()` again only when `key()` changes; undefined while the key is. */
function useKeyed<T>(key: (portkit: Portkit) => string | undefined, make: (portkit: Portkit) => T) {
  const portkit = usePortkitInstance()
  const value: ReadonlySignal<T | undefined> = useMemo(() => {
    const current = computed(() => key(portkit))
    return computed(() => (current.value === undefined ? undefined : untracked(() => make(portkit))))
  }, [portkit, key, make])
  return useSignalValue(value)
}

const networkKey = (portkit: Portkit) => portkit.state.activeCaipNetwork.value?.caipNetworkId

/** The connected account's viem WalletClient on the active network; undefined while not connected. */
export function useWalletClient(): WalletClient<Transport, Chain, Account> | undefined {
  return useKeyed(connectionKey, getWalletClient)
}

/** A viem PublicClient over the active network's RPC; undefined when there is no active network. */
export function usePublicClient(): PublicClient<Transport, Chain> | undefined {
  return useKeyed(networkKey, getPublicClient)
}

/** Name, icon and type of the connected wallet; undefined while not connected. */
export function useWalletInfo(): WalletInfo | undefined {
  return useKeyed(connectionKey, getWalletInfo)
}
