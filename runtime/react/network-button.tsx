import type { ReactNode } from 'react'
import { networkImageUrl } from '../controllers/network-image.ts'
import { networkSwitchShown } from '../core/view-rules.ts'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useNetwork, usePortkit } from './hooks.ts'
import { preloadModal } from './preload-modal.ts'

export interface NetworkButtonProps {
  className?: string | undefined
}

/** The active network's image and name; opens the network list (Choose Network) where switching is on. */
export function NetworkButton({ className }: NetworkButtonProps): ReactNode {
  const { open } = usePortkit()
  const { caipNetwork } = useNetwork()
  const config = usePortkitInstance().state.config
  if (!caipNetwork) return null
  const image = networkImageUrl(config, caipNetwork)
  // Decorative: the name beside it says which network it is.
  const icon = image ? <img src={image} alt="" width={20} height={20} referrerPolicy="no-referrer" /> : null
  // Without network switching in the modal (`enableNetworkSwitch: false`) it only shows the network.
  if (!networkSwitchShown(config))
    return (
      <span className={className} data-network={caipNetwork.caipNetworkId}>
        {icon}
        {caipNetwork.name}
      </span>
    )
  return (
    <button
      type="button"
      className={className}
      data-network={caipNetwork.caipNetworkId}
      onPointerDown={preloadModal}
      onFocus={preloadModal}
      onClick={() => void open({ name: 'Networks' })}
    >
      {icon}
      {caipNetwork.name}
    </button>
  )
}
