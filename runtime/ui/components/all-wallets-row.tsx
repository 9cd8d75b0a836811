import { useEffect } from 'react'
import type { Portkit } from '../../create-portkit.ts'
import { preloadAllWalletsView } from './lazy-feature-views.tsx'

/** The Connect view's entry into the catalogue (the `allWallets` feature; needs the catalogue service). */
export function AllWalletsRow({ portkit }: { portkit: Portkit }) {
  const { config } = portkit.state
  const enabled = config.features.allWallets && config.services.catalogueApi !== undefined
  useEffect(() => {
    if (enabled) void preloadAllWalletsView()
  }, [enabled])
  if (!enabled) return null
  return (
    <li>
      <button
        type="button"
        className="row"
        onClick={() => {
          // The catalogue request runs while the view's code loads, not after it.
          void portkit.catalogue.load()
          portkit.router.push({ name: 'AllWallets' })
        }}
      >
        <span className="placeholder" aria-hidden="true" />
        <span className="name">All Wallets</span>
      </button>
    </li>
  )
}
