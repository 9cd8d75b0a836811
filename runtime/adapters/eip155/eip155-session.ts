import { createClient, custom, type Address } from 'viem'
import { addChain, getAddresses, getChainId, requestAddresses, switchChain } from 'viem/actions'
import { NoAccountReturnedError } from '../../core/errors.ts'
import type { RpcUrlsOf } from './rpc-transport.ts'
import type { ChainAdapter, Connector, Eip1193Provider } from '../../controllers/types.ts'
import { toViemChain } from './to-viem-chain.ts'
import { chainNotSupported, mapWalletError, needsAddChain, switchFailure } from './wallet-errors.ts'

type SessionMember = 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'watch'

// Wallet prompts must not be retried behind the visitor's back.
const wallet = (provider: Eip1193Provider) => createClient({ transport: custom(provider, { retryCount: 0 }) })

async function session(connector: Connector, addresses: readonly Address[]) {
  const [address] = addresses
  if (!address) return undefined
  const chainId = await getChainId(wallet(connector.provider))
  return { address, chainReference: String(chainId) }
}

/**
 * The connection with an EVM wallet through its EIP-1193 provider: accounts, chain switches and the wallet's
 * events. A wallet that does not know a chain is given `rpcUrls(network)` to add it.
 */
export function evmSession(rpcUrls: RpcUrlsOf): Pick<ChainAdapter<'eip155'>, SessionMember> {
  return {
    async connect(connector) {
      try {
        const result = await session(connector, await requestAddresses(wallet(connector.provider)))
        if (!result) throw new NoAccountReturnedError()
        return result
      } catch (error) {
        throw mapWalletError(error)
      }
    },

    async reconnect(connector) {
      return session(connector, await getAddresses(wallet(connector.provider)))
    },

    async disconnect(connector) {
      // Not every wallet supports revoking; the local session is cleared either way.
      await connector.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },

    async switchNetwork(connector, network) {
      const client = wallet(connector.provider)
      // A wallet that does not know the chain is given the URLs Portkit reads it through.
      const chain = toViemChain(network, rpcUrls(network))
      try {
        await switchChain(client, { id: chain.id })
      } catch (error) {
        if (!needsAddChain(error)) throw switchFailure(error)
        try {
          await addChain(client, { chain })
          await switchChain(client, { id: chain.id })
        } catch (addError) {
          throw chainNotSupported(addError)
        }
      }
    },

    watch(connector, events) {
      const { provider } = connector
      const onAccounts = (accounts: string[]) => events.onAccountsChanged(accounts)
      const onChain = (chainId: string | number) => events.onChainChanged(String(Number(chainId)))
      const onDisconnect = () => events.onDisconnect()
      provider.on?.('accountsChanged', onAccounts)
      provider.on?.('chainChanged', onChain)
      provider.on?.('disconnect', onDisconnect)
      return () => {
        provider.removeListener?.('accountsChanged', onAccounts)
        provider.removeListener?.('chainChanged', onChain)
        provider.removeListener?.('disconnect', onDisconnect)
      }
    },
  }
}
