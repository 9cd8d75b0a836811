import { computed } from '@preact/signals-core'
import { useMemo } from 'react'
import type { ChainNamespace, ConnectionStatus, Network } from '../core/types.ts'
import type { OpenView, ViewName } from '../core/view-types.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'

export interface AccountInfo {
  address: string | undefined
  caipAddress: string | undefined
  status: ConnectionStatus
  isConnected: boolean
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceLoading: boolean
  /** The account's name from the identity lookup (or its fallbacks), when it has one. */
  profileName: string | undefined
  /** True while the session stored by an earlier visit is being restored at start (spec 4), as wagmi's. */
  isReconnecting: boolean
}

/** The active chain's account. */
export function useAccount(): AccountInfo {
  const portkit = usePortkitInstance()
  const account = useMemo(
    () =>
      computed((): AccountInfo => {
        const chain = portkit.state.activeChainState.value
        return {
          address: chain?.address,
          caipAddress: portkit.state.activeCaipAddress.value,
          status: chain?.status ?? 'disconnected',
          isConnected: chain?.status === 'connected',
          balance: chain?.balance?.formatted,
          balanceSymbol: chain?.balance?.symbol,
          balanceLoading: chain?.balanceLoading ?? false,
          profileName: portkit.account.profileName.value,
          isReconnecting: portkit.connection.status.value === 'reconnecting',
        }
      }),
    [portkit],
  )
  return useSignalValue(account)
}

export function useNetwork(): {
  caipNetwork: Network | undefined
  networks: Network[]
  switchNetwork: (caipNetworkId: string) => Promise<void>
} {
  const portkit = usePortkitInstance()
  const caipNetwork = useSignalValue(portkit.state.activeCaipNetwork)
  return {
    caipNetwork,
    networks: portkit.state.config.networks,
    switchNetwork: portkit.network.switchNetwork,
  }
}

export function usePortkit(): {
  /** Opens the modal on the opening rule's view, or on `view`; plugin views take their declared arguments. */
  open: <Name extends ViewName>(view?: OpenView<Name>) => Promise<void>
  close: () => void
  isOpen: boolean
} {
  const portkit = usePortkitInstance()
  const isOpen = useSignalValue(portkit.state.isOpen)
  return { open: portkit.modal.open, close: portkit.modal.close, isOpen }
}

export function useDisconnect(): { disconnect(namespace?: ChainNamespace): Promise<void> } {
  const portkit = usePortkitInstance()
  return { disconnect: portkit.connection.disconnect }
}
