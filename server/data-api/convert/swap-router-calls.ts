import { encodeFunctionData, type Address, type Hex } from 'viem'
import { SWAP_ROUTER_02_ABI, SWAP_ROUTER_02_ADDRESS_THIS } from '../../contracts/uniswap-v3.ts'
import type { SwapPair } from './swap-pair.ts'
import { bestQuote, encodeRoutePath, type QuotedRoute, type SwapRoute } from './uniswap-route.ts'

/** The chain's best Uniswap v3 quote; undefined when it has no Uniswap v3 or no pool connects the pair. */
export function quoteOnChain(pair: SwapPair, amountIn: bigint): Promise<QuotedRoute | undefined> {
  const uniswap = pair.chain.uniswapV3
  return uniswap ? bestQuote(pair, uniswap, amountIn) : Promise.resolve(undefined)
}

/**
 * SwapRouter02 calldata and value for selling `amountIn` along `route`. Native currency in: sent as the
 * value (the router wraps it), with `refundETH` returning what the pools did not take. Native out: the
 * router receives WETH and `unwrapWETH9` pays the user ether.
 */
export function encodeSwap(
  pair: SwapPair,
  route: SwapRoute,
  user: Address,
  amountIn: bigint,
  minAmountOut: bigint,
): { data: Hex; value: bigint } {
  const recipient = pair.bought.native ? SWAP_ROUTER_02_ADDRESS_THIS : user
  const swap = encodeRouteSwap(route, recipient, amountIn, minAmountOut)
  if (pair.sold.native) {
    const refund = encodeFunctionData({ abi: SWAP_ROUTER_02_ABI, functionName: 'refundETH' })
    return { data: multicall([swap, refund]), value: amountIn }
  }
  if (pair.bought.native) {
    const unwrap = encodeFunctionData({
      abi: SWAP_ROUTER_02_ABI,
      functionName: 'unwrapWETH9',
      args: [minAmountOut, user],
    })
    return { data: multicall([swap, unwrap]), value: 0n }
  }
  return { data: swap, value: 0n }
}

function encodeRouteSwap(
  route: SwapRoute,
  recipient: Address,
  amountIn: bigint,
  amountOutMinimum: bigint,
): Hex {
  if (route.fees.length === 1) {
    return encodeFunctionData({
      abi: SWAP_ROUTER_02_ABI,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: route.tokens[0]!,
          tokenOut: route.tokens[1]!,
          fee: route.fees[0]!,
          recipient,
          amountIn,
          amountOutMinimum,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
  }
  return encodeFunctionData({
    abi: SWAP_ROUTER_02_ABI,
    functionName: 'exactInput',
    args: [{ path: encodeRoutePath(route), recipient, amountIn, amountOutMinimum }],
  })
}

const multicall = (calls: Hex[]) =>
  encodeFunctionData({ abi: SWAP_ROUTER_02_ABI, functionName: 'multicall', args: [calls] })
