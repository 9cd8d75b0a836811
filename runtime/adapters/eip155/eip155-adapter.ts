import { isEvmAddress } from '../../core/address.ts'
import { createClient, custom, type Hash } from 'viem'
import { networkRpcUrls, ranksRpcUrls, readRpcUrls } from '../../config/rpc-urls.ts'
import { EstimateGasError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type { AdapterFactory, EvmChainAdapter } from '../../controllers/types.ts'
import { evmSession } from './eip155-session.ts'
import { lazyHostActions } from './lazy-host-actions.ts'
import { readClients } from './read-client.ts'
import { toViemChain } from './to-viem-chain.ts'

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
    // A wallet is given the network's own URLs (wallet_addEthereumChain); reads may also go to the proxy.
    const rpcUrls = (network: Network) => networkRpcUrls(config, network)
    const readUrls = (network: Network) => readRpcUrls(config, network)
    const ranked = (network: Network) => ranksRpcUrls(config, network)
    const hostActions = lazyHostActions({ read: readUrls, ranked, wallet: rpcUrls })
    const readClient = readClients(readUrls, ranked)

    return {
      namespace: 'eip155',
      isAddress: (address) => isEvmAddress(address),
      ...evmSession(rpcUrls),

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
