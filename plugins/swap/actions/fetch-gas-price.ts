import { contractAnswer, dataApiGuards, type Network } from '../../../runtime/plugins/index.ts'
import { assertGasPriceNetwork } from '../networks.ts'
import { dataApi, type SwapHost } from './context.ts'

/**
 * GET /v1/convert/gas-price: the standard price, in wei; throws on a network without swaps, and on an
 * answer its contract refuses.
 */
export async function fetchGasPrice(host: SwapHost, net: Network | undefined): Promise<bigint> {
  assertGasPriceNetwork(net)
  const { data } = await (
    await dataApi(host)
  ).GET('/v1/convert/gas-price', { params: { query: { chainId: net.caipNetworkId } } })
  return BigInt(contractAnswer(data, (await dataApiGuards()).isGasPriceResponse, 'gas price').standard)
}
