import {
  contractAnswer,
  dataApiGuards,
  keyed,
  outsideText,
  SwapNetworkNotSupportedError,
} from '../../../runtime/plugins/index.ts'
import { sameAddress } from '../addresses.ts'
import { assertSwapNetwork } from '../networks.ts'
import type { SwapQuote } from '../state.ts'
import { dataApi, type SwapHost } from './context.ts'

/** GET /v1/convert/quotes for the current form; a failure is the clear error, never a stale quote. */
export async function requestQuote(host: SwapHost): Promise<SwapQuote | undefined> {
  const { state } = host
  const run = ++state.runs.quote
  const net = state.network.value
  const units = state.amountUnits.value
  const sold = state.from.value
  const bought = state.to.value
  const user = state.address.value
  if (!net || !user || !sold || !bought || units === undefined || sameAddress(sold, bought)) {
    state.quoting.value = false
    return undefined
  }
  state.quoting.value = true
  state.quoteError.value = undefined
  try {
    assertSwapNetwork(net)
    const query: { amount: string; userAddress: string; from: string; to: string; gasPrice?: string } = {
      amount: units.toString(),
      userAddress: user,
      from: sold,
      to: bought,
    }
    if (state.gasPrice.value !== undefined) query.gasPrice = state.gasPrice.value.toString()
    const { data } = await (await dataApi(host)).GET('/v1/convert/quotes', { params: { query } })
    if (run !== state.runs.quote) return undefined
    // A malformed answer is a failed call: the quote error, never a quote made of it.
    const { isSwapQuotesResponse } = await dataApiGuards()
    if (run !== state.runs.quote) return undefined
    const first = contractAnswer(data, isSwapQuotesResponse, 'swap quotes').quotes[0]
    const next: SwapQuote = {
      from: sold,
      to: bought,
      amount: units,
      toAmount: first ? BigInt(first.toAmount) : 0n,
      fetchedAt: host.now(),
    }
    state.quote.value = next
    return next
  } catch (failure) {
    if (run === state.runs.quote) {
      state.quote.value = undefined
      state.quoteError.value =
        failure instanceof SwapNetworkNotSupportedError
          ? outsideText(failure.shortMessage)
          : keyed('quoteFailed')
    }
    return undefined
  } finally {
    if (run === state.runs.quote) state.quoting.value = false
  }
}
