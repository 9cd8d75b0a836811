import type { EvmChainAdapter } from '../../controllers/types.ts'
import type { ReadActionName } from './read-actions.ts'
import type { RankedOf, RpcUrlsOf } from './rpc-transport.ts'

type HostActionName =
  | ReadActionName
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'writeContract'
  | 'getWalletClient'
  | 'getPublicClient'
  | 'sendCalls'
  | 'getCallsStatus'
  | 'getCapabilities'
type HostActions = Pick<EvmChainAdapter, HostActionName>

/**
 * The host actions (sign, send, contracts, batches, token balances, transaction lookups, viem clients)
 * load with their first call: viem's clients bring every public and wallet action with them, which a
 * page that only connects never needs.
 * Reads go through `urls.read`; a wallet client's chain carries `urls.wallet` (what a wallet may be given).
 */
export function lazyHostActions(urls: { read: RpcUrlsOf; ranked: RankedOf; wallet: RpcUrlsOf }): HostActions {
  let loading: Promise<HostActions> | undefined
  const load = () =>
    (loading ??= Promise.all([
      import('./clients.ts'),
      import('./read-actions.ts'),
      import('./wallet-actions.ts'),
      import('./calls.ts'),
    ]).then(([clients, reads, writes, calls]) => {
      const publicClient = clients.publicClients(urls.read, urls.ranked)
      const walletClient = clients.walletClients(urls.wallet)
      return {
        ...writes.walletActions(walletClient),
        ...calls.callActions(walletClient),
        ...reads.readActions(publicClient),
        // eslint-disable-next-line @typescript-eslint/require-await -- HostActions returns a promise; a throw of the client factory must reject it
        getWalletClient: async (wallet) => walletClient(wallet),
        // eslint-disable-next-line @typescript-eslint/require-await -- HostActions returns a promise; a throw of the client factory must reject it
        getPublicClient: async (network) => publicClient(network),
      }
    }))
  const lazy =
    <Name extends HostActionName>(name: Name) =>
    (...args: unknown[]) =>
      load().then((actions) => (actions[name] as (...params: unknown[]) => unknown)(...args))
  return {
    signMessage: lazy('signMessage'),
    signTypedData: lazy('signTypedData'),
    sendTransaction: lazy('sendTransaction'),
    writeContract: lazy('writeContract'),
    estimateGas: lazy('estimateGas'),
    readContract: lazy('readContract') as HostActions['readContract'],
    getBalance: lazy('getBalance'),
    getTransaction: lazy('getTransaction'),
    getTransactionReceipt: lazy('getTransactionReceipt'),
    getTransactionCount: lazy('getTransactionCount'),
    getWalletClient: lazy('getWalletClient'),
    getPublicClient: lazy('getPublicClient'),
    sendCalls: lazy('sendCalls'),
    getCallsStatus: lazy('getCallsStatus'),
    getCapabilities: lazy('getCapabilities'),
  } as HostActions
}
