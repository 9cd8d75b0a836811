import { randomUUID } from 'node:crypto'
import { erc20Abi, maxUint256 } from 'viem'
import { getGasPrice } from 'viem/actions'
import { tokenIconUrl, type DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { parseCaipAddress } from '../inputs.ts'
import { findChain, findFungible, knownFungibles } from '../served-chain.ts'
import { parseAmount, parseSwapPair, parseUserAddress, unsupportedSwap } from './swap-pair.ts'
import { quoteOnChain } from './swap-router-calls.ts'

/**
 * GET /v1/convert/tokens: the chain's tokens its operator lists as swappable, with the native currency;
 * none on a chain without Uniswap v3.
 */
export function getSwapTokensHandler(context: DataApiContext): DataApiHandler<'getSwapTokens'> {
  return ({ query }) => {
    const chain = findChain(context.chains, query.chainId)
    if (!chain?.uniswapV3) return { json: { tokens: [] } }
    // The operator lists the tokens with pools (never the spam token); pools hold the native currency as WETH.
    const listed = new Set(chain.tokens.filter((token) => token.swappable).map((token) => token.address))
    const swappable = knownFungibles(chain).filter(
      (fungible) => fungible.native || listed.has(fungible.address),
    )
    return {
      json: {
        tokens: swappable.map((fungible) => ({
          name: fungible.name,
          symbol: fungible.symbol,
          address: `${chain.caipNetworkId}:${fungible.address}`,
          decimals: fungible.decimals,
          logoUri: tokenIconUrl(context, query, fungible.symbol),
          eip2612: false,
        })),
      },
    }
  }
}

/**
 * GET /v1/convert/quotes: QuoterV2's quote on the best Uniswap v3 route now (one pool, or two via WETH
 * between tokens without a pool together); none when no pool connects them.
 */
export function getSwapQuotesHandler(context: DataApiContext): DataApiHandler<'getSwapQuotes'> {
  return async ({ query }) => {
    const amount = parseAmount(query.amount, 'amount')
    parseUserAddress(query.userAddress, 'userAddress')
    const pair = parseSwapPair(
      context.chains,
      { value: query.from, field: 'from' },
      { value: query.to, field: 'to' },
    )
    const toAmount = pair && (await quoteOnChain(pair, amount))?.amountOut
    if (toAmount === undefined) return { json: { quotes: [] } }
    return {
      json: {
        quotes: [
          {
            id: randomUUID(),
            fromAmount: amount.toString(),
            fromAccount: query.from,
            toAmount: toAmount.toString(),
            toAccount: query.to,
          },
        ],
      },
    }
  }
}

/**
 * GET /v1/convert/allowance: what SwapRouter02 may spend for the user, read from the token (native: no
 * limit); nothing on a chain without Uniswap v3, as on a chain that is not served.
 */
export function getSwapAllowanceHandler(context: DataApiContext): DataApiHandler<'getSwapAllowance'> {
  return async ({ query }) => {
    const user = parseUserAddress(query.userAddress, 'userAddress')
    const { caipNetworkId, address } = parseCaipAddress(query.tokenAddress, 'tokenAddress')
    const chain = findChain(context.chains, caipNetworkId)
    const router = chain?.uniswapV3?.swapRouter02
    const token = chain && findFungible(chain, address)
    if (!chain || !router || !token) return { json: { allowance: '0' } }
    if (token.native) return { json: { allowance: maxUint256.toString() } }
    const allowance = await chain.client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, router],
    })
    return { json: { allowance: allowance.toString() } }
  }
}

/** GET /v1/convert/gas-price: the chain's gas price, with the usual faster tiers above it. */
export function getGasPriceHandler(context: DataApiContext): DataApiHandler<'getGasPrice'> {
  return async ({ query }) => {
    const chain = findChain(context.chains, query.chainId)
    if (!chain) throw unsupportedSwap('chainId', query.chainId)
    const standard = await getGasPrice(chain.client)
    return {
      json: {
        standard: standard.toString(),
        fast: ((standard * 12n) / 10n).toString(),
        instant: ((standard * 15n) / 10n).toString(),
      },
    }
  }
}
