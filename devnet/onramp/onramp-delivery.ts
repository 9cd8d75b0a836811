import { createWalletClient, defineChain, encodeFunctionData, erc20Abi, publicActions, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { TestAccount } from '../accounts.ts'
import { NATIVE_CURRENCY } from '../contracts/fixture-tokens.ts'
import type { OnrampOrder } from '../../server/data-api/onramp/onramp-order.ts'
import { localChainTransport } from '../local-chain-transport.ts'

export interface Delivery {
  hash: Hex
  blockNumber: bigint
}

/** Sends a paid order's asset to its wallet; resolves once the transfer is mined, rejects if it reverted. */
export type Deliver = (order: OnrampOrder) => Promise<Delivery>

/**
 * Delivers purchases from the provider's funded devnet account (its treasury): native currency as a plain
 * transfer, a token with the token's `transfer`. One transfer at a time per chain, so nonces never race.
 */
export function createDelivery(treasury: TestAccount): Deliver {
  const account = privateKeyToAccount(treasury.privateKey)
  const queues = new Map<number, Promise<unknown>>()

  async function send(order: OnrampOrder): Promise<Delivery> {
    const { chain } = order
    const client = createWalletClient({
      account,
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: NATIVE_CURRENCY,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: localChainTransport(chain.rpcUrl),
      // The devnet mines each transaction at once: no need to wait viem's default 4 s between polls.
      pollingInterval: 50,
    }).extend(publicActions)
    const hash = order.asset.token
      ? await client.sendTransaction({
          to: order.asset.token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [order.wallet, order.units],
          }),
        })
      : await client.sendTransaction({ to: order.wallet, value: order.units })
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
    if (receipt.status !== 'success') throw new Error(`The transfer ${hash} reverted`)
    return { hash, blockNumber: receipt.blockNumber }
  }

  return (order) => {
    const queued = (queues.get(order.chain.chainId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => send(order))
    queues.set(order.chain.chainId, queued)
    return queued
  }
}
