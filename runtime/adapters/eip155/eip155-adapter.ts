import { isEvmAddress } from '../../core/address.ts'
import { createClient, custom, type Address, type Client, type Hash } from 'viem'
import { addChain, getAddresses, getChainId, requestAddresses, switchChain } from 'viem/actions'
import { networkRpcUrls, ranksRpcUrls, readRpcUrls } from '../../config/rpc-urls.ts'
import { EstimateGasError, NoAccountReturnedError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type {
  AdapterFactory,
  Connector,
  Eip1193Provider,
  EvmChainAdapter,
  WalletEvents,
} from '../../controllers/types.ts'
import { lazyHostActions } from './lazy-host-actions.ts'
import { toViemChain } from './to-viem-chain.ts'
import { chainNotSupported, mapWalletError, needsAddChain, switchFailure } from './wallet-errors.ts'

// Transfers are the send feature's chain work: loaded on its first use, so a config without send never
// ships viem's transaction actions up front.
const transfers = () => import('./transfers.ts')

/**
 * EVM access through viem: the wallet's EIP-1193 provider for signing, the network's RPC for reads. Reads
 * go to the network's RPC URLs under the instance's config (readRpcUrls): its `customRpcUrls` first, else
 * the data API's chain RPC proxy, then the network's own, ranked when there are several.
 */
export function eip155Adapter(): AdapterFactory<EvmChainAdapter> {
  return ({ config }) => {
    const readClients = new Map<string, Client>()
    // A wallet is given the network's own URLs (wallet_addEthereumChain); reads may also go to the proxy.
    const rpcUrls = (network: Network) => networkRpcUrls(config, network)
    const readUrls = (network: Network) => readRpcUrls(config, network)
    const ranked = (network: Network) => ranksRpcUrls(config, network)
    const hostActions = lazyHostActions({ read: readUrls, ranked, wallet: rpcUrls })

    // Wallet prompts must not be retried behind the visitor's back.
    const wallet = (provider: Eip1193Provider) =>
      createClient({ transport: custom(provider, { retryCount: 0 }) })

    // The RPC transports load with the first read (a fee estimate, a receipt): connecting needs none.
    async function readClient(network: Network): Promise<Client> {
      const urls = readUrls(network)
      const key = urls.join(' ')
      let client = readClients.get(key)
      if (!client) {
        const { READ_CLIENT_BATCH, rpcTransport } = await import('./rpc-transport.ts')
        client =
          readClients.get(key) ??
          // The chain carries the fee rules (baseFeeMultiplier) estimates go by.
          createClient({
            chain: toViemChain(network, urls),
            transport: rpcTransport(network, urls, ranked(network)),
            batch: READ_CLIENT_BATCH,
          })
        readClients.set(key, client)
      }
      return client
    }

    async function session(connector: Connector, addresses: readonly Address[]) {
      const [address] = addresses
      if (!address) return undefined
      const chainId = await getChainId(wallet(connector.provider))
      return { address, chainReference: String(chainId) }
    }

    return {
      namespace: 'eip155',
      isAddress: (address) => isEvmAddress(address),

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

      watch(connector, events: WalletEvents) {
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

      async estimateTransferFee(network, transfer) {
        try {
          const { estimateTransferFee } = await transfers()
          return await estimateTransferFee(await readClient(network), transfer)
        } catch (cause) {
          throw new EstimateGasError({ cause })
        }
      },

      async sendTransfer(connector, network, transfer) {
        const { sendTransfer } = await transfers()
        // With the chain set, viem checks the wallet is on it before asking to send.
        const client = createClient({
          chain: toViemChain(network, rpcUrls(network)),
          transport: custom(connector.provider, { retryCount: 0 }),
        })
        return sendTransfer(client, transfer)
      },

      async waitForReceipt(network, hash, options) {
        // Loaded with the first transaction: a connect-only page never waits for a receipt.
        const { waitForReceipt } = await import('./receipts.ts')
        return waitForReceipt(await readClient(network), hash as Hash, options)
      },

      // Account data over the RPC (no data API): loaded with the first read after connecting.
      async getTokenBalances(address, network, tokens) {
        const [{ readTokenBalances }, client] = await Promise.all([
          import('./token-balances.ts'),
          hostActions.getPublicClient(network),
        ])
        return readTokenBalances(client, address, tokens)
      },

      async getProfile(address, network) {
        const [{ readEnsProfile }, client] = await Promise.all([
          import('./ens-profile.ts'),
          hostActions.getPublicClient(network),
        ])
        return readEnsProfile(client, address, config.ipfsGateway)
      },

      ...hostActions,
    }
  }
}
