import { encodeFunctionData } from 'viem'
import { fixtureSwapRouterArtifact } from '../../../devnet/contracts/fixture-swap-router.artifact.ts'
import type { SwapPair } from './swap-pair.ts'

/** The router's own quote from its pools' reserves; undefined when it refuses (e.g. the spam token has no pool). */
export async function quoteOnChain(pair: SwapPair, amountIn: bigint): Promise<bigint | undefined> {
  try {
    return await pair.chain.client.readContract({
      address: pair.chain.swapRouter,
      abi: fixtureSwapRouterArtifact.abi,
      functionName: 'quote',
      args: [pair.sold.address, pair.bought.address, amountIn],
    })
  } catch {
    return undefined
  }
}

export function encodeSwap(pair: SwapPair, amountIn: bigint, minAmountOut: bigint): `0x${string}` {
  return encodeFunctionData({
    abi: fixtureSwapRouterArtifact.abi,
    functionName: 'swap',
    args: [pair.sold.address, pair.bought.address, amountIn, minAmountOut],
  })
}
