import type { ActionHost } from './context.ts'
import type { WalletInfo } from './types.ts'

/** The active chain's connected wallet: name, icon and how it is connected; undefined when not connected. */
export function getWalletInfo(portkit: Pick<ActionHost, 'state'>): WalletInfo | undefined {
  const chain = portkit.state.activeChainState.value
  if (chain?.status !== 'connected') return undefined
  const connector = portkit.state.activeConnector.value
  if (!connector) return undefined
  return {
    name: connector.name,
    icon: connector.imageUrl,
    type: connector.type,
    rdns: connector.info?.rdns,
    social: connector.social?.(),
  }
}
