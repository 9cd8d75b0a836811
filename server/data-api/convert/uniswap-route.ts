import { encodePacked, zeroAddress, type Address, type Hex } from 'viem'
import type { UniswapV3Source } from '../chain-source.ts'
import { QUOTER_V2_ABI, UNISWAP_V3_FACTORY_ABI } from '../../contracts/uniswap-v3.ts'
import type { SwapPair } from './swap-pair.ts'

/** Uniswap v3's usual pool fees (0.05 %, 0.3 %, 1 %), in hundredths of a basis point. */
export const UNISWAP_FEE_TIERS = [500, 3000, 10_000] as const

/** Pools a trade goes through: `tokens[i]` -> `tokens[i + 1]` in the pool with fee `fees[i]`. */
export interface SwapRoute {
  tokens: Address[]
  fees: number[]
}

export interface QuotedRoute {
  route: SwapRoute
  amountOut: bigint
}

/**
 * QuoterV2's best quote for selling `amountIn`: over the fee tiers with a pool, directly, or through two
 * pools via WETH when the tokens have no pool together. Undefined when no pool connects them (no route).
 */
export async function bestQuote(
  pair: SwapPair,
  uniswap: UniswapV3Source,
  amountIn: bigint,
): Promise<QuotedRoute | undefined> {
  const tokenIn = poolToken(pair.sold, uniswap)
  const tokenOut = poolToken(pair.bought, uniswap)
  if (tokenIn.toLowerCase() === tokenOut.toLowerCase()) return undefined
  const routes = await candidateRoutes(pair, uniswap, tokenIn, tokenOut)
  const quotes = await Promise.all(routes.map((route) => quoteRoute(pair, uniswap, route, amountIn)))
  return quotes.reduce<QuotedRoute | undefined>(
    (best, quote) => (quote && (!best || quote.amountOut > best.amountOut) ? quote : best),
    undefined,
  )
}

/** The pools hold WETH where a trade pays or receives the native currency. */
function poolToken(fungible: { native: boolean; address: Address }, uniswap: UniswapV3Source): Address {
  return fungible.native ? uniswap.weth : fungible.address
}

async function candidateRoutes(
  pair: SwapPair,
  uniswap: UniswapV3Source,
  tokenIn: Address,
  tokenOut: Address,
): Promise<SwapRoute[]> {
  const feeTiers = uniswap.feeTiers ?? UNISWAP_FEE_TIERS
  const feesWithPool = async (a: Address, b: Address) => {
    const pools = await Promise.all(feeTiers.map((fee) => poolOf(pair, uniswap, a, b, fee)))
    return feeTiers.filter((_, i) => pools[i] !== zeroAddress)
  }
  const direct = await feesWithPool(tokenIn, tokenOut)
  if (direct.length > 0) return direct.map((fee) => ({ tokens: [tokenIn, tokenOut], fees: [fee] }))
  if ([tokenIn, tokenOut].some((token) => token.toLowerCase() === uniswap.weth.toLowerCase())) return []
  const [first, second] = await Promise.all([
    feesWithPool(tokenIn, uniswap.weth),
    feesWithPool(uniswap.weth, tokenOut),
  ])
  return first.flatMap((fee1) =>
    second.map((fee2) => ({ tokens: [tokenIn, uniswap.weth, tokenOut], fees: [fee1, fee2] })),
  )
}

function poolOf(pair: SwapPair, uniswap: UniswapV3Source, a: Address, b: Address, fee: number) {
  return pair.chain.client.readContract({
    address: uniswap.factory,
    abi: UNISWAP_V3_FACTORY_ABI,
    functionName: 'getPool',
    args: [a, b, fee],
  })
}

/** QuoterV2 simulates the swap (eth_call); a pool without enough liquidity makes it revert: no quote. */
async function quoteRoute(
  pair: SwapPair,
  uniswap: UniswapV3Source,
  route: SwapRoute,
  amountIn: bigint,
): Promise<QuotedRoute | undefined> {
  const quoter = { address: uniswap.quoterV2, abi: QUOTER_V2_ABI } as const
  try {
    const { result } =
      route.fees.length === 1
        ? await pair.chain.client.simulateContract({
            ...quoter,
            functionName: 'quoteExactInputSingle',
            args: [
              {
                tokenIn: route.tokens[0]!,
                tokenOut: route.tokens[1]!,
                amountIn,
                fee: route.fees[0]!,
                sqrtPriceLimitX96: 0n,
              },
            ],
          })
        : await pair.chain.client.simulateContract({
            ...quoter,
            functionName: 'quoteExactInput',
            args: [encodeRoutePath(route), amountIn],
          })
    const [amountOut] = result
    return amountOut > 0n ? { route, amountOut } : undefined
  } catch {
    return undefined
  }
}

/** Uniswap v3's packed path: token, fee, token, fee, ..., token. */
export function encodeRoutePath(route: SwapRoute): Hex {
  const types = route.tokens.flatMap((_, i) => (i === 0 ? ['address'] : ['uint24', 'address']))
  const values = route.tokens.flatMap((token, i) => (i === 0 ? [token] : [route.fees[i - 1]!, token]))
  return encodePacked(types, values)
}
