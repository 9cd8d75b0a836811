import { encodeFunctionData } from 'viem'
import { SWAP_ROUTER_ABI } from '../../contracts/swap-router.ts'
import type { SwapPair } from './swap-pair.ts'

/**
 * The router's own quote from its pools' reserves; undefined when it refuses (e.g. the spam token has no
 * pool) or the chain has no router.
 */
export async function quoteOnChain(pair: SwapPair, amountIn: bigint): Promise<bigint | undefined> {
  const router = pair.chain.swapRouter
  if (router === undefined) return undefined
  try {
    return await pair.chain.client.readContract({
      address: router,
      abi: SWAP_ROUTER_ABI,
      functionName: 'quote',
      args: [pair.sold.address, pair.bought.address, amountIn],
    })
  } catch {
    return undefined
  }
}

export function encodeSwap(pair: SwapPair, amountIn: bigint, minAmountOut: bigint): `0x${string}` {
  return encodeFunctionData({
    abi: SWAP_ROUTER_ABI,
    functionName: 'swap',
    args: [pair.sold.address, pair.bought.address, amountIn, minAmountOut],
  })
}
