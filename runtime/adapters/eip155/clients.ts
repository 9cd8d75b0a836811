import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  type Account,
  type Address,
  type Chain,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { MissingRpcUrlError } from '../../core/errors.ts'
import type { Network } from '../../core/types.ts'
import type { WalletTarget } from '../../controllers/types.ts'
import { toViemChain } from './to-viem-chain.ts'

/**
 * The connected account's wallet on the network. With the chain set, viem checks the wallet is on it
 * before it asks to send (ChainMismatchError). Wallet prompts are never retried behind the visitor's back.
 */
export function walletClient(target: WalletTarget): WalletClient<Transport, Chain, Account> {
  return createWalletClient({
    account: target.address as Address,
    chain: toViemChain(target.network),
    transport: custom(target.connector.provider, { retryCount: 0 }),
  })
}

/** Public clients over each network's RPC, one per network and URL, created on first use. */
export function publicClients(): (network: Network) => PublicClient<Transport, Chain> {
  const clients = new Map<string, PublicClient<Transport, Chain>>()
  return (network) => {
    const url = network.rpcUrls.default.http[0]
    if (!url) throw new MissingRpcUrlError(network.caipNetworkId)
    const key = `${network.caipNetworkId} ${url}`
    let client = clients.get(key)
    if (!client)
      clients.set(key, (client = createPublicClient({ chain: toViemChain(network), transport: http(url) })))
    return client
  }
}
