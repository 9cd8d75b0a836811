import {
  ChainNotSupportedError,
  NoAccountReturnedError,
  RpcMethodNotAllowedError,
  UserRejectedError,
} from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type { ResolvedConfig } from '../../config/types.ts'
import type { ChainAdapter, Connector } from '../../controllers/types.ts'
import { SOLANA_PROVIDER_METHODS } from '../../core/solana-provider-methods.ts'
import { isWalletRejection } from '../wallet-rejection.ts'
import { startNetwork } from '../../config/start-network.ts'

type SessionMember = 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'watch'

/**
 * Points a wallet with chains of its own at `network`: false for one that signs for any cluster (it
 * does not answer solana_switchChain); rejects for a chain the wallet did not approve.
 */
async function pointWalletAt(connector: Connector, network: Network): Promise<boolean> {
  try {
    await connector.provider.request({
      method: SOLANA_PROVIDER_METHODS.switchChain,
      params: { chain: network.caipNetworkId },
    })
    return true
  } catch (error) {
    if (error instanceof RpcMethodNotAllowedError) return false
    throw error
  }
}

/**
 * The first of `candidates` the wallet approved, now pointed at; undefined for a wallet that signs for any
 * cluster (the first it is asked) or that approved none.
 */
async function approvedNetwork(connector: Connector, candidates: Iterable<Network | undefined>) {
  for (const network of candidates) {
    if (!network) continue
    try {
      return (await pointWalletAt(connector, network)) ? network : undefined
    } catch {
      // Not approved by the wallet: the next candidate.
    }
  }
  return undefined
}

function session(addresses: unknown, network: Network | undefined) {
  const [address] = Array.isArray(addresses) ? (addresses as string[]) : []
  if (!address || !network) return undefined
  return { address, chainReference: String(network.id) }
}

/**
 * The connection with a Solana wallet. Wallet Standard wallets have no chain of their own: the session is on
 * the app's selected Solana network. A WalletConnect session has the chains its wallet approved: it follows
 * the selected network among them.
 */
export function solanaSession(config: ResolvedConfig): Pick<ChainAdapter<'solana'>, SessionMember> {
  const networks = config.networks.filter((network) => network.chainNamespace === 'solana')
  let selected = startNetwork(config, 'solana')

  /** The selected network when the wallet approved it, else the first configured one it approved. */
  const followWallet = async (connector: Connector) => {
    selected = (await approvedNetwork(connector, new Set([selected, ...networks]))) ?? selected
  }

  return {
    async connect(connector) {
      try {
        await followWallet(connector)
        const accounts = await connector.provider.request({ method: SOLANA_PROVIDER_METHODS.requestAccounts })
        const result = session(accounts, selected)
        if (!result) throw new NoAccountReturnedError()
        return result
      } catch (error) {
        throw isWalletRejection(error) ? new UserRejectedError({ cause: error }) : error
      }
    },

    /** On the app's Solana network of that id (the one the visitor chose last), when it is still configured. */
    async reconnect(connector, network) {
      selected = networks.find((one) => one.caipNetworkId === network?.caipNetworkId) ?? selected
      await followWallet(connector)
      return session(await connector.provider.request({ method: SOLANA_PROVIDER_METHODS.accounts }), selected)
    },

    async disconnect(connector) {
      await connector.provider.request({ method: SOLANA_PROVIDER_METHODS.disconnect }).catch(() => undefined)
    },

    /**
     * A Wallet Standard wallet signs for any cluster: switching is the app's choice of RPC. A WalletConnect
     * session switches to a chain its wallet approved, else 'Chain is not supported' (spec section 8).
     */
    async switchNetwork(connector, network) {
      try {
        await pointWalletAt(connector, network)
      } catch (cause) {
        throw isWalletRejection(cause)
          ? new UserRejectedError({ cause })
          : new ChainNotSupportedError({ cause })
      }
      selected = network
    },

    watch(connector, events) {
      const onAccounts = (addresses: string[]) => events.onAccountsChanged(addresses)
      connector.provider.on?.('accountsChanged', onAccounts)
      return () => connector.provider.removeListener?.('accountsChanged', onAccounts)
    },
  }
}
