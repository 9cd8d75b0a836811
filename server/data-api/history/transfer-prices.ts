import { NATIVE_TOKEN_ADDRESS } from '../../../plugins/swap/constants.ts'
import type { DataApiContext } from '../context.ts'
import type { PriceFeedOnChain } from '../prices/price-feed.ts'
import { findChain, findFungible } from '../served-chain.ts'
import type { IndexedTransfer, IndexedTx } from './indexed-types.ts'
import type { TransferPrice } from './to-transaction.ts'

const fungibleKey = (tx: IndexedTx, transfer: IndexedTransfer) =>
  `${tx.caipNetworkId}:${(transfer.token ?? NATIVE_TOKEN_ADDRESS).toLowerCase()}`

/**
 * The USD prices of the fungibles a page of history moves, read from their feeds now (all of a chain's in
 * one call): what each transfer is worth today, as the balance rows show it.
 */
export async function transferPrices(context: DataApiContext, page: IndexedTx[]): Promise<TransferPrice> {
  const feeds = new Map<string, PriceFeedOnChain | undefined>()
  for (const tx of page) {
    const chain = findChain(context.chains, tx.caipNetworkId)
    for (const transfer of tx.transfers) {
      const fungible = chain && findFungible(chain, transfer.token ?? NATIVE_TOKEN_ADDRESS)
      feeds.set(fungibleKey(tx, transfer), fungible?.priceFeed)
    }
  }
  const prices = await context.prices.usdPrices([...feeds.values()])
  const byFungible = new Map([...feeds.keys()].map((key, i) => [key, prices[i]]))
  return (tx, transfer) => byFungible.get(fungibleKey(tx, transfer))
}
