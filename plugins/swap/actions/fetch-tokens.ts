import { dataApiGuards, type Network } from '../../../runtime/plugins/index.ts'
import { MAX_TOKEN_DECIMALS } from '../constants.ts'
import { assertSwapNetwork } from '../networks.ts'
import type { SwapToken } from '../state.ts'
import { dataApi, type SwapHost } from './context.ts'

/**
 * GET /v1/convert/tokens for the network; throws 'Network not supported for Swaps' on others, and on an
 * answer without a token list. Only the tokens its contract allows are kept, one by one, and of those
 * the ones with 1 to MAX_TOKEN_DECIMALS decimals.
 */
export async function fetchTokens(host: SwapHost, net: Network | undefined): Promise<SwapToken[]> {
  assertSwapNetwork(net)
  const { data } = await (
    await dataApi(host)
  ).GET('/v1/convert/tokens', { params: { query: { chainId: net.caipNetworkId } } })
  if (!data || !Array.isArray(data.tokens)) throw new TypeError('Malformed swap tokens response')
  const { isSwapToken } = await dataApiGuards()
  return data.tokens.filter(
    (token) => isSwapToken(token) && token.decimals > 0 && token.decimals <= MAX_TOKEN_DECIMALS,
  )
}
