import { RpcError, type Address } from 'viem'
import type { ServedChain } from '../served-chain.ts'
import { createAssetInfoReader } from './asset-info.ts'
import type { AssetInfo } from './indexed-types.ts'
import { otsApiLevel } from './ots-search.ts'

/** The level whose search result shape (txs, receipts with timestamps, firstPage, lastPage) is read here. */
export const MIN_OTS_API_LEVEL = 8

/**
 * What the history keeps between requests: public chain facts that do not change (whether a chain's node
 * serves the Otterscan namespace, token metadata), so any replica can rebuild them and none must share them.
 */
export interface HistoryChains {
  /** Whether the chain's node serves `ots_` at MIN_OTS_API_LEVEL; a node that did not answer is asked again. */
  servesHistory(chain: ServedChain): Promise<boolean>
  assetInfo(chain: ServedChain): (token: Address) => Promise<AssetInfo>
}

export function createHistoryChains(): HistoryChains {
  const support = new Map<number, Promise<boolean>>()
  const assetReaders = new Map<number, (token: Address) => Promise<AssetInfo>>()
  return {
    servesHistory(chain) {
      let known = support.get(chain.chainId)
      if (!known) {
        known = probeOts(chain).catch((error: unknown) => {
          support.delete(chain.chainId)
          throw error
        })
        support.set(chain.chainId, known)
      }
      return known
    },
    assetInfo(chain) {
      let reader = assetReaders.get(chain.chainId)
      if (!reader) assetReaders.set(chain.chainId, (reader = createAssetInfoReader(chain)))
      return reader
    },
  }
}

/** A JSON-RPC error answer (-32601 method not found from a plain node) means no; no answer at all throws. */
async function probeOts(chain: ServedChain): Promise<boolean> {
  try {
    return (await otsApiLevel(chain.client)) >= MIN_OTS_API_LEVEL
  } catch (error) {
    if (error instanceof RpcError) return false
    throw error
  }
}
