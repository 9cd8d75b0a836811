import { erc20Abi, type Address } from 'viem'
import type { ServedChain } from '../served-chain.ts'
import type { AssetInfo } from './indexed-types.ts'

export const nativeAsset = ({ nativeCurrency: { name, symbol, decimals } }: ServedChain): AssetInfo => ({
  name,
  symbol,
  decimals,
  spam: false,
})

/**
 * Asset info of the tokens seen in Transfer logs: configured tokens from their source, any other token
 * (one a test or a developer deployed) read from its contract once and cached.
 */
export function createAssetInfoReader(chain: ServedChain): (token: Address) => Promise<AssetInfo> {
  const cache = new Map<string, Promise<AssetInfo>>()
  return (token) => {
    const key = token.toLowerCase()
    let info = cache.get(key)
    if (!info) {
      const known = chain.tokens.find((candidate) => candidate.address.toLowerCase() === key)
      info = known
        ? Promise.resolve({
            name: known.name,
            symbol: known.symbol,
            decimals: known.decimals,
            spam: known.spam,
          })
        : readAssetInfo(chain, token)
      cache.set(key, info)
    }
    return info
  }
}

async function readAssetInfo(chain: ServedChain, token: Address): Promise<AssetInfo> {
  const read = <T>(functionName: 'name' | 'symbol' | 'decimals', fallback: T) =>
    chain.client
      .readContract({ address: token, abi: erc20Abi, functionName })
      .catch(() => fallback) as Promise<T>
  // Transfer logs from a contract that lacks the optional metadata still show, with neutral values.
  const [name, symbol, decimals] = await Promise.all([
    read('name', 'Unknown token'),
    read('symbol', 'UNKNOWN'),
    read('decimals', 0),
  ])
  return { name, symbol, decimals, spam: false }
}
