import { decodeEventLog, erc20Abi, getAddress, zeroAddress, type Address, type Log } from 'viem'
import { WETH9_ABI } from '../../contracts/uniswap-v3.ts'
import type { ServedChain } from '../served-chain.ts'
import { nativeAsset } from './asset-info.ts'
import type { AssetInfo, IndexedTransfer, IndexedTx } from './indexed-types.ts'
import type { FoundTransaction } from './ots-search.ts'

type AssetInfoOf = (token: Address) => Promise<AssetInfo>

/** A mined transaction with what it moved: its native value and the ERC20 Transfer logs of its receipt. */
export async function toIndexedTx(
  chain: ServedChain,
  assetInfo: AssetInfoOf,
  { tx, receipt, timestamp }: FoundTransaction,
): Promise<IndexedTx> {
  const success = receipt.status === 'success'
  const transfers: IndexedTransfer[] = []
  if (success && tx.value > 0n && tx.to) {
    transfers.push({ asset: nativeAsset(chain), from: tx.from, to: tx.to, value: tx.value })
  }
  for (const log of receipt.logs) {
    const transfer = (await erc20Transfer(log, assetInfo)) ?? routerNativePayout(chain, tx.from, log)
    if (transfer) transfers.push(transfer)
  }
  return {
    chainId: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    hash: tx.hash,
    blockNumber: receipt.blockNumber,
    index: receipt.transactionIndex,
    timestamp,
    from: tx.from,
    to: tx.to,
    contractAddress: receipt.contractAddress ?? null,
    nonce: tx.nonce,
    success,
    ...(tx.input.length >= 10 ? { selector: tx.input.slice(0, 10) as `0x${string}` } : {}),
    transfers,
  }
}

/** An ERC20 Transfer (3 topics; ERC721 has 4 and is not a fungible movement). */
async function erc20Transfer(log: Log, assetInfo: AssetInfoOf): Promise<IndexedTransfer | undefined> {
  try {
    const event = decodeEventLog({ abi: erc20Abi, data: log.data, topics: log.topics })
    // Decoding matches any event of the ABI by its signature (Approval too): keep Transfers only.
    if (event.eventName !== 'Transfer') return undefined
    const token = getAddress(log.address)
    return { token, asset: await assetInfo(token), ...event.args }
  } catch {
    return undefined
  }
}

/**
 * SwapRouter02 pays native currency out with an internal call after unwrapping WETH (`unwrapWETH9`); the
 * WETH contract's Withdrawal by the router records the amount. The data API builds those swaps with the
 * sender as recipient, so the payout goes to the transaction's sender.
 */
function routerNativePayout(chain: ServedChain, sender: Address, log: Log): IndexedTransfer | undefined {
  const uniswap = chain.uniswapV3
  if (uniswap === undefined || log.address.toLowerCase() !== uniswap.weth.toLowerCase()) return undefined
  try {
    const event = decodeEventLog({ abi: WETH9_ABI, data: log.data, topics: log.topics })
    if (event.args.src.toLowerCase() !== uniswap.swapRouter02.toLowerCase()) return undefined
    return { asset: nativeAsset(chain), from: uniswap.swapRouter02, to: sender, value: event.args.wad }
  } catch {
    return undefined
  }
}

/** Mints show as Transfers from the zero address. */
export const isMint = (transfer: IndexedTransfer) => transfer.from === zeroAddress
