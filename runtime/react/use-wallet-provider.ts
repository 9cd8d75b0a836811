import { computed } from '@preact/signals-core'
import { useMemo } from 'react'
import type { ChainNamespace } from '../core/types.ts'
import type { Eip1193Provider } from '../controllers/types.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useSignalValue } from '../ui/bindings/use-signal-value.ts'

/**
 * The EIP-1193 provider of the connected wallet (the active chain's, or `namespace`'s), for the host's
 * own signing and sending, e.g. with viem's `custom` transport. Undefined while not connected. With
 * WalletConnect the requests travel through the session to the wallet.
 */
export function useWalletProvider(namespace?: ChainNamespace): Eip1193Provider | undefined {
  const portkit = usePortkitInstance()
  const provider = useMemo(
    () =>
      computed(() => {
        const { state } = portkit
        const chain = namespace ? state.chains.value[namespace] : state.activeChainState.value
        if (chain?.status !== 'connected') return undefined
        return state.connectorFor(chain.namespace)?.provider
      }),
    [portkit, namespace],
  )
  return useSignalValue(provider)
}
