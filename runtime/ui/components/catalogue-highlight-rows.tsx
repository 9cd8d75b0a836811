import { signal } from '@preact/signals-core'
import { useEffect } from 'react'
import { installedConnectorFor } from '../../controllers/wallet-selection.ts'
import type { WalletEntry } from '../../core/types.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { WalletEntryRow } from './walletconnect-rows.tsx'

const NO_WALLETS = signal<readonly WalletEntry[]>([])

export interface CatalogueHighlights {
  featured: WalletEntry[]
  recommended: WalletEntry[]
}

/**
 * The featured wallets (the host's `featuredWalletIds`) and the recommended ones a plugin (the catalogue)
 * lists for the Connect view (spec section 2, connector group order). They connect over WalletConnect, so
 * they are asked for (on the view's first render, after the visitor opened the modal) and listed only
 * while it is there; a wallet the list already shows, installed or in `shown`, is not listed twice.
 */
export function useCatalogueHighlights(portkit: Portkit, shown: readonly WalletEntry[]): CatalogueHighlights {
  const groups = portkit.plugins.connectWallets()
  const connectors = useSignalValue(portkit.state.connectors)
  const featured = useSignalValue(groups?.featured ?? NO_WALLETS)
  const recommended = useSignalValue(groups?.recommended ?? NO_WALLETS)
  const reachable = connectors.some((connector) => connector.pairing)
  useEffect(() => {
    if (groups && reachable) void groups.load()
  }, [groups, reachable])
  if (!reachable) return { featured: [], recommended: [] }
  const installed = connectors.filter((connector) => !connector.pairing)
  const listed = (wallet: WalletEntry) =>
    installedConnectorFor(wallet, installed) !== undefined || shown.some((entry) => entry.id === wallet.id)
  const featuredShown = featured.filter((wallet) => !listed(wallet))
  return {
    featured: featuredShown,
    recommended: recommended.filter((wallet) => !listed(wallet) && !featured.some((f) => f.id === wallet.id)),
  }
}

/** One group's rows (featured or recommended), each connecting like a wallet picked in All Wallets. */
export function CatalogueHighlightRows(props: {
  portkit: Portkit
  wallets: WalletEntry[]
  disabled: boolean
}) {
  const { portkit, wallets, disabled } = props
  return wallets.map((wallet) => (
    <WalletEntryRow key={`catalogue:${wallet.id}`} portkit={portkit} wallet={wallet} disabled={disabled} />
  ))
}
