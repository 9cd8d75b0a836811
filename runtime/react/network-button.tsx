import type { ReactNode } from 'react'
import { useNetwork, usePortkit } from './hooks.ts'
import { preloadModal } from './preload-modal.ts'

export interface NetworkButtonProps {
  className?: string
}

/** The active network's name; opens the network list (Choose Network). */
export function NetworkButton({ className }: NetworkButtonProps): ReactNode {
  const { open } = usePortkit()
  const { caipNetwork } = useNetwork()
  if (!caipNetwork) return null
  return (
    <button
      type="button"
      className={className}
      data-network={caipNetwork.caipNetworkId}
      onPointerDown={preloadModal}
      onFocus={preloadModal}
      onClick={() => void open({ name: 'Networks' })}
    >
      {caipNetwork.name}
    </button>
  )
}
