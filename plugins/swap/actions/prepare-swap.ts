import {
  contractAnswer,
  dataApiGuards,
  keyed,
  type Address,
  type Network,
} from '../../../runtime/plugins/index.ts'
import { isNative } from '../addresses.ts'
import { fundsProblem } from '../check.ts'
import { QUOTE_VALIDITY_MS, SWAP_SLIPPAGE } from '../constants.ts'
import { assertSwapNetwork } from '../networks.ts'
import { dataApi, type SwapHost } from './context.ts'
import { fetchGasPrice } from './fetch-gas-price.ts'
import { loadBalances } from './load-balances.ts'
import { requestQuote } from './request-quote.ts'

/** The trade the form asks for, as the build calls take it. */
interface SwapOrder {
  net: Network
  user: Address
  sold: string
  bought: string
  units: bigint
}

/** The transactions to send, after the stale-quote refresh and the funds checks; undefined when blocked. */
export async function prepareSwap(host: SwapHost) {
  const { state } = host
  const net = state.network.value
  const user = state.address.value as Address | undefined
  const sold = state.from.value
  const bought = state.to.value
  const units = state.amountUnits.value
  if (!net || !user || !sold || !bought || units === undefined) return undefined
  assertSwapNetwork(net)
  // A quote older than its validity is asked again before anything is built (the price may have moved).
  let current = state.quote.value
  if (!current || host.now() - current.fetchedAt > QUOTE_VALIDITY_MS) {
    current = await requestQuote(host)
    if (!current) return undefined
  }
  if (current.toAmount === 0n) return undefined
  const { approval, swapTx } = await buildTransactions(host, { net, user, sold, bought, units })
  const fee =
    BigInt(swapTx.eip155.gas) * BigInt(swapTx.eip155.gasPrice) +
    (approval ? BigInt(approval.eip155.gas) * BigInt(approval.eip155.gasPrice) : 0n)
  await loadBalances(host)
  const problem = fundsProblem(state, units, fee)
  if (problem) {
    state.error.value = keyed(problem)
    return undefined
  }
  return { net, current, approval, swapTx }
}

export type PreparedSwap = NonNullable<Awaited<ReturnType<typeof prepareSwap>>>

/** Gas price and allowance, the approval when the allowance is short, and the swap, built by the service. */
async function buildTransactions(host: SwapHost, { net, user, sold, bought, units }: SwapOrder) {
  const api = await dataApi(host)
  const { isSwapAllowanceResponse, isBuildApproveTransactionResponse, isBuildSwapTransactionResponse } =
    await dataApiGuards()
  const [price, allowance] = await Promise.all([
    fetchGasPrice(host, net),
    isNative(sold)
      ? undefined
      : api
          .GET('/v1/convert/allowance', {
            params: { query: { tokenAddress: sold, userAddress: user } },
          })
          .then(({ data }) =>
            BigInt(contractAnswer(data, isSwapAllowanceResponse, 'swap allowance').allowance),
          ),
  ])
  host.state.gasPrice.value = price
  // A malformed answer from here on fails the build ('Could not prepare the swap'): without the approval
  // it asked for, the swap would be sent only to revert.
  const approval =
    allowance !== undefined && allowance < units
      ? contractAnswer(
          (
            await api.GET('/v1/convert/build-approve', {
              params: { query: { userAddress: user, from: sold, to: bought } },
            })
          ).data,
          isBuildApproveTransactionResponse,
          'build-approve',
        ).tx
      : undefined
  const { data } = await api.POST('/v1/convert/build-transaction', {
    body: {
      projectId: host.context.portkit.state.config.projectId,
      amount: units.toString(),
      eip155: { slippage: String(SWAP_SLIPPAGE) },
      from: sold,
      to: bought,
      userAddress: user,
      // Before the approval is mined the node cannot estimate the swap; the service's default gas is used.
      ...(approval ? { disableEstimate: true } : {}),
    },
  })
  return { approval, swapTx: contractAnswer(data, isBuildSwapTransactionResponse, 'build-transaction').tx }
}
