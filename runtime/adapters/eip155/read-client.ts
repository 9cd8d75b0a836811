import { createClient, type Client } from 'viem'
import type { Network } from '../../core/types.ts'
import type { RankedOf, RpcUrlsOf } from './rpc-transport.ts'
import { toViemChain } from './to-viem-chain.ts'

/**
 * The client the adapter's own reads (fee estimates, receipts) go through, one per list of URLs. Its RPC
 * transport loads with the first read: connecting needs none.
 */
export function readClients(readUrls: RpcUrlsOf, ranked: RankedOf): (network: Network) => Promise<Client> {
  const clients = new Map<string, Client>()
  return async (network) => {
    const urls = readUrls(network)
    const key = urls.join(' ')
    let client = clients.get(key)
    if (!client) {
      const { READ_CLIENT_BATCH, rpcTransport } = await import('./rpc-transport.ts')
      client =
        clients.get(key) ??
        // The chain carries the fee rules (baseFeeMultiplier) estimates go by.
        createClient({
          chain: toViemChain(network, urls),
          transport: rpcTransport(network, urls, ranked(network)),
          batch: READ_CLIENT_BATCH,
        })
      clients.set(key, client)
    }
    return client
  }
}
