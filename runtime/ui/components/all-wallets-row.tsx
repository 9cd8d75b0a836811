import type { Portkit } from '../../create-portkit.ts'

/** The Connect view's entry into the catalogue (the `allWallets` feature; needs the catalogue service). */
export function AllWalletsRow({ portkit }: { portkit: Portkit }) {
  const { config } = portkit.state
  if (!config.features.allWallets || !config.services.catalogueApi) return null
  return (
    <li>
      <button type="button" className="row" onClick={() => portkit.router.push({ name: 'AllWallets' })}>
        <span className="placeholder" aria-hidden="true" />
        <span className="name">All Wallets</span>
      </button>
    </li>
  )
}
