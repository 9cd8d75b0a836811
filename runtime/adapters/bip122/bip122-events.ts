import type { Connector, WalletEvents } from '../../controllers/types.ts'
import {
  BITCOIN_NETWORK_CHANGED,
  BITCOIN_WALLET_CHAINS,
  type BitcoinNetworkChange,
} from '../../core/bitcoin-provider-methods.ts'
import { walletChain, type BitcoinAccounts } from './bip122-accounts.ts'

/**
 * The CAIP-2 reference of a network the config does not list (the modal's unsupported placeholder): the
 * chain's genesis reference when Portkit knows the chain, else the wallet's own name for it.
 */
function unknownReference(chain: string | undefined, name: string): string {
  const known = Object.entries(BITCOIN_WALLET_CHAINS).find(([, walletChain]) => walletChain === chain)
  return known?.[0] ?? (name || 'unknown')
}

/** The wallet's account and network changes, as the session's; the returned function stops listening. */
export function watchBitcoinWallet(state: BitcoinAccounts, connector: Connector, events: WalletEvents) {
  state.watchers.set(connector.id, events)
  const onAccounts = (addresses: string[]) => {
    // The wallet's list spans chains: the session follows the selected chain's account.
    const account = addresses
      .map((address) => state.accountOn(connector, state.selected, address))
      .find(Boolean)
    events.onAccountsChanged(account ? [account.address] : [])
  }
  // The wallet moved itself: the modal follows to that network, or shows it unsupported.
  const onNetwork = ({ chain, name, accounts }: BitcoinNetworkChange) => {
    state.granted.set(connector.id, accounts)
    const network = state.networks.find((one) => chain !== undefined && walletChain(one) === chain)
    if (network) state.selected = network
    events.onChainChanged(network ? String(network.id) : unknownReference(chain, name))
    const account = state.accountOn(connector, network)
    events.onAccountsChanged(account ? [account.address] : [])
  }
  connector.provider.on?.('accountsChanged', onAccounts)
  connector.provider.on?.(BITCOIN_NETWORK_CHANGED, onNetwork)
  return () => {
    state.watchers.delete(connector.id)
    connector.provider.removeListener?.('accountsChanged', onAccounts)
    connector.provider.removeListener?.(BITCOIN_NETWORK_CHANGED, onNetwork)
  }
}
