import { NoAccountReturnedError, RpcMethodNotAllowedError, UserRejectedError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type { ChainAdapter, Connector } from '../../controllers/types.ts'
import { BITCOIN_PROVIDER_METHODS, type BitcoinAccount } from '../../core/bitcoin-provider-methods.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { walletChain, type BitcoinAccounts } from './bip122-accounts.ts'
import { watchBitcoinWallet } from './bip122-events.ts'

type SessionMember = 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'watch'

/** A wallet that answers bitcoin_switchChain moves there; its account on that chain, if it has one. */
async function moveWallet(state: BitcoinAccounts, connector: Connector, network: Network) {
  try {
    const accounts = await connector.provider.request({
      method: BITCOIN_PROVIDER_METHODS.switchChain,
      params: { chain: walletChain(network) },
    })
    state.granted.set(connector.id, accounts as BitcoinAccount[])
    return state.accountOn(connector, network)
  } catch (error) {
    if (error instanceof RpcMethodNotAllowedError) return undefined
    throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
  }
}

/**
 * The connection with a Bitcoin wallet: the accounts it grants (one per chain), the network the session is
 * on, the wallet's own moves.
 */
export function bitcoinSession(state: BitcoinAccounts): Pick<ChainAdapter<'bip122'>, SessionMember> {
  return {
    async connect(connector) {
      try {
        const accounts = await connector.provider.request({
          method: BITCOIN_PROVIDER_METHODS.requestAccounts,
          params: { purposes: [state.accountType] },
        })
        const result = state.session(connector, accounts)
        if (!result) throw new NoAccountReturnedError()
        return result
      } catch (error) {
        throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
      }
    },

    /** Back on the network the visitor chose last, when the wallet has an account there. */
    async reconnect(connector, network) {
      const accounts = await connector.provider.request({ method: BITCOIN_PROVIDER_METHODS.accounts })
      const current = state.session(connector, accounts)
      const restored = state.networks.find((one) => one.caipNetworkId === network?.caipNetworkId)
      if (!restored || !state.accountOn(connector, restored)) return current
      state.selected = restored
      return state.session(connector, accounts)
    },

    async disconnect(connector) {
      state.granted.delete(connector.id)
      await connector.provider.request({ method: BITCOIN_PROVIDER_METHODS.disconnect }).catch(() => undefined)
    },

    /**
     * The wallet's account on the new chain becomes the session's (a Bitcoin address names its chain). A
     * wallet on one network at a time (sats-connect) is asked to move there first.
     */
    async switchNetwork(connector, network) {
      const account = state.accountOn(connector, network) ?? (await moveWallet(state, connector, network))
      if (!account) throw new NoAccountReturnedError()
      state.selected = network
      state.watchers.get(connector.id)?.onAccountsChanged([account.address])
    },

    watch: (connector, events) => watchBitcoinWallet(state, connector, events),
  }
}
