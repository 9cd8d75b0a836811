import { formatUnits, getAddress, type Address } from 'viem'
import type { DataApiSchemas } from '../data-api-types.ts'
import { isMint } from './tx-transfers.ts'
import type { IndexedTransfer, IndexedTx } from './indexed-types.ts'

type Transaction = DataApiSchemas['Transaction']
type TransactionTransfer = DataApiSchemas['TransactionTransfer']

const APPROVE_SELECTOR = '0x095ea7b3'

/** The USD price of a transfer's fungible now; undefined when it has none. */
export type TransferPrice = (tx: IndexedTx, transfer: IndexedTransfer) => number | undefined

/**
 * An indexed transaction as `account` sees it: only the transfers it takes part in, each with its
 * direction, and its price and value in USD when its fungible has a price. Spam tokens carry
 * `nft_info.flags.is_spam`, the only spam flag the contract has (spec section 9: the runtime drops
 * transactions whose every transfer is flagged).
 */
export function toTransaction(
  tx: IndexedTx,
  account: Address,
  iconUrl: (symbol: string) => string,
  priceUsd: TransferPrice,
): Transaction {
  const key = account.toLowerCase()
  const mine = tx.transfers.filter((t) => t.from.toLowerCase() === key || t.to.toLowerCase() === key)
  // A contract creation has no recipient: it was sent "to" the contract it created.
  const sentTo = tx.to ?? tx.contractAddress
  return {
    id: `${tx.caipNetworkId}:${tx.hash}`,
    metadata: {
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      chain: tx.caipNetworkId,
      status: tx.success ? 'confirmed' : 'failed',
      operationType: operationType(tx, mine, key),
      sentFrom: getAddress(tx.from),
      sentTo: sentTo ? getAddress(sentTo) : '',
      hash: tx.hash,
      nonce: tx.nonce,
    },
    transfers: mine.map((transfer) => toTransfer(transfer, key, iconUrl, priceUsd(tx, transfer))),
  }
}

function toTransfer(
  transfer: IndexedTransfer,
  key: string,
  iconUrl: (symbol: string) => string,
  price: number | undefined,
): TransactionTransfer {
  const { asset } = transfer
  const from = transfer.from.toLowerCase() === key
  const to = transfer.to.toLowerCase() === key
  const numeric = formatUnits(transfer.value, asset.decimals)
  const icon = { url: iconUrl(asset.symbol) }
  return {
    fungible_info: { name: asset.name, symbol: asset.symbol, icon },
    ...(asset.spam
      ? { nft_info: { name: asset.name, content: { preview: icon }, flags: { is_spam: true } } }
      : {}),
    direction: from && to ? 'self' : from ? 'out' : 'in',
    quantity: { numeric },
    ...(price === undefined ? {} : { price, value: Math.round(Number(numeric) * price * 100) / 100 }),
  }
}

function operationType(tx: IndexedTx, mine: IndexedTransfer[], key: string): string {
  if (!tx.to) return 'deploy'
  const incoming = mine.filter((t) => t.to.toLowerCase() === key && t.from.toLowerCase() !== key)
  const outgoing = mine.filter((t) => t.from.toLowerCase() === key)
  if (incoming.length > 0 && outgoing.length > 0) return 'trade'
  if (outgoing.length > 0) return 'send'
  if (incoming.length > 0) return incoming.every(isMint) ? 'mint' : 'receive'
  return tx.selector === APPROVE_SELECTOR ? 'approve' : 'execute'
}
