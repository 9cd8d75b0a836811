import type { Address } from 'viem'
import { badRequest } from '../../http/api-error.ts'
import type { UniswapV3Source } from '../chain-source.ts'
import { parseCaipAddress, parseEvmAddress } from '../inputs.ts'
import { findChain, findFungible, type KnownFungible, type ServedChain } from '../served-chain.ts'

export interface SwapPair {
  chain: ServedChain
  sold: KnownFungible
  bought: KnownFungible
}

/**
 * The chain and tokens of a swap from two CAIP-10 addresses. Undefined when the devnet does not serve the
 * chain or does not know a token (callers answer with their empty result); a 400 when the two tokens
 * are on different chains.
 */
export function parseSwapPair(
  chains: ServedChain[],
  from: { value: string; field: string },
  to: { value: string; field: string },
): SwapPair | undefined {
  const sold = parseCaipAddress(from.value, from.field)
  const bought = parseCaipAddress(to.value, to.field)
  if (sold.caipNetworkId !== bought.caipNetworkId) {
    throw badRequest(
      to.field,
      `Both tokens must be on one chain, got ${sold.caipNetworkId} and ${bought.caipNetworkId}`,
    )
  }
  const chain = findChain(chains, sold.caipNetworkId)
  const soldToken = chain && findFungible(chain, sold.address)
  const boughtToken = chain && findFungible(chain, bought.address)
  if (!chain || !soldToken || !boughtToken) return undefined
  return { chain, sold: soldToken, bought: boughtToken }
}

/** The swapping account, given as an address or as CAIP-10. */
export function parseUserAddress(value: string, field: string): Address {
  const address = value.includes(':') ? parseCaipAddress(value, field).address : value
  return parseEvmAddress(address, field)
}

/** Amounts are integers in the token's smallest unit. */
export function parseAmount(value: string, field: string): bigint {
  if (!/^\d{1,78}$/.test(value)) {
    throw badRequest(
      field,
      `${JSON.stringify(value)} is not an amount in the token's smallest unit (digits only)`,
    )
  }
  return BigInt(value)
}

/** Swaps on chains the devnet does not serve have no calldata to give: a 400 naming the field. */
export function unsupportedSwap(field: string, value: string) {
  return badRequest(field, `The devnet cannot swap ${value}: unknown chain or token`)
}

/** The Uniswap v3 of the pair's chain; a 400 naming the chain when its operator configured none (it swaps nothing). */
export function uniswapOf(pair: SwapPair, field: string): UniswapV3Source {
  const uniswap = pair.chain.uniswapV3
  if (uniswap === undefined) {
    throw badRequest(
      field,
      `${pair.chain.caipNetworkId} has no swap router (uniswapV3) on this server: it swaps nothing`,
    )
  }
  return uniswap
}
