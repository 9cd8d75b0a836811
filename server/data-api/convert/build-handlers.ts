import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { estimateGas, getGasPrice } from 'viem/actions'
import { badRequest } from '../../http/api-error.ts'
import type { DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { parseAmount, parseSwapPair, parseUserAddress, uniswapOf, unsupportedSwap } from './swap-pair.ts'
import { encodeSwap, quoteOnChain } from './swap-router-calls.ts'

/** Used when estimating is switched off or fails (e.g. the approval is not mined yet): two v3 hops fit. */
const SWAP_GAS = 400_000n
const APPROVE_GAS = 60_000n

/**
 * POST /v1/convert/build-transaction: SwapRouter02 calldata for the best Uniswap v3 route, with the minimum
 * output lowered by the slippage percent. Sending it really swaps.
 */
export function buildSwapTransactionHandler(context: DataApiContext): DataApiHandler<'buildSwapTransaction'> {
  return async ({ body }) => {
    const amount = parseAmount(body.amount, 'body.amount')
    const user = parseUserAddress(body.userAddress, 'body.userAddress')
    const slippageBps = parseSlippage(body.eip155.slippage)
    const pair = parseSwapPair(
      context.chains,
      { value: body.from, field: 'body.from' },
      { value: body.to, field: 'body.to' },
    )
    const unsupported = () => unsupportedSwap('body.to', `${body.from} -> ${body.to}`)
    if (!pair) throw unsupported()
    const router = uniswapOf(pair, 'body.from').swapRouter02
    const quoted = await quoteOnChain(pair, amount)
    if (quoted === undefined) throw unsupported()

    const minAmountOut = (quoted.amountOut * (10_000n - slippageBps)) / 10_000n
    const { data, value } = encodeSwap(pair, quoted.route, user, amount, minAmountOut)
    const request = { account: user, to: router, data, value }
    const [gas, gasPrice] = await Promise.all([
      body.disableEstimate ? SWAP_GAS : estimateGas(pair.chain.client, request).catch(() => SWAP_GAS),
      getGasPrice(pair.chain.client),
    ])
    return {
      json: {
        tx: {
          from: user,
          to: router,
          data,
          amount: value.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      },
    }
  }
}

/** GET /v1/convert/build-approve: approve SwapRouter02 to spend the sold token (without limit). */
export function buildApproveTransactionHandler(
  context: DataApiContext,
): DataApiHandler<'buildApproveTransaction'> {
  return async ({ query }) => {
    const user = parseUserAddress(query.userAddress, 'userAddress')
    const pair = parseSwapPair(
      context.chains,
      { value: query.from, field: 'from' },
      { value: query.to, field: 'to' },
    )
    if (!pair) throw unsupportedSwap('from', `${query.from} -> ${query.to}`)
    const router = uniswapOf(pair, 'from').swapRouter02
    if (pair.sold.native) throw badRequest('from', 'The native currency needs no approval')
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
    const gasPrice = await getGasPrice(pair.chain.client)
    return {
      json: {
        tx: {
          from: user,
          to: pair.sold.address,
          data,
          value: '0',
          eip155: { gas: APPROVE_GAS.toString(), gasPrice: gasPrice.toString() },
        },
      },
    }
  }
}

/** Slippage in percent (spec section 9 defaults it to 1) as basis points; 0 to 100. */
function parseSlippage(value: string): bigint {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value)
  const bps = match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : -1n
  if (bps < 0n || bps > 10_000n) {
    throw badRequest(
      'body.eip155.slippage',
      `${JSON.stringify(value)} is not a slippage percent from 0 to 100`,
    )
  }
  return bps
}
