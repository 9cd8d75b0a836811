import {
  createPublicClient,
  createWalletClient,
  custom,
  type Account,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import type { Network } from '../../core/types.ts'
import type { WalletTarget } from '../../controllers/types.ts'
import { READ_CLIENT_BATCH, rpcTransport, type RankedOf, type RpcUrlsOf } from './rpc-transport.ts'
import { toViemChain } from './to-viem-chain.ts'

export type WalletClientFor = (target: WalletTarget) => WalletClient<Transport, Chain, Account>
export type PublicClientFor = (network: Network) => PublicClient<Transport, Chain>

/**
 * The connected account's wallet on the network. With the chain set, viem checks the wallet is on it
 * before it asks to send (ChainMismatchError). Wallet prompts are never retried behind the visitor's back.
 */
export function walletClients(rpcUrls: RpcUrlsOf): WalletClientFor {
  return (target) =>
    createWalletClient({
      account: target.address as Address,
      chain: toViemChain(target.network, rpcUrls(target.network)),
      transport: custom(target.connector.provider, { retryCount: 0 }),
    })
}

/**
 * Public clients over each network's RPC URLs (`rpcUrls`: customRpcUrls first, falling through in order),
 * one per network and URL list, created on first use.
 */
export function publicClients(rpcUrls: RpcUrlsOf, ranked: RankedOf = () => true): PublicClientFor {
  const clients = new Map<string, PublicClient<Transport, Chain>>()
  return (network) => {
    const urls = rpcUrls(network)
    const key = `${network.caipNetworkId} ${urls.join(' ')}`
    let client = clients.get(key)
    if (!client) {
      const transport = rpcTransport(network, urls, ranked(network))
      const chain = toViemChain(network, urls)
      clients.set(key, (client = createPublicClient({ chain, transport, batch: READ_CLIENT_BATCH })))
    }
    return client
  }
}
