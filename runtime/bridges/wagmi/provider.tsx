import { useState, type ReactNode } from 'react'
import { WagmiProvider } from 'wagmi'
import { usePortkitInstance } from '../../ui/bindings/context.ts'
import { createPortkitWagmiConfig, type PortkitWagmiConfigOptions } from './config.ts'

export interface PortkitWagmiProviderProps {
  /** Passed to `createPortkitWagmiConfig` once, when the provider mounts. */
  options?: PortkitWagmiConfigOptions
  children?: ReactNode
}

/**
 * wagmi's `WagmiProvider` over `createPortkitWagmiConfig` of the surrounding `<PortkitProvider>`'s
 * instance, so wagmi's hooks (`useAccount`, `useWriteContract`, `useSwitchChain`...) act through the
 * wallet connected in the Portkit modal. Place it inside `<PortkitProvider>` and inside the
 * `QueryClientProvider` wagmi requires.
 */
export function PortkitWagmiProvider({ options, children }: PortkitWagmiProviderProps) {
  const portkit = usePortkitInstance()
  const [config] = useState(() => createPortkitWagmiConfig(portkit, options))
  return <WagmiProvider config={config}>{children}</WagmiProvider>
}
