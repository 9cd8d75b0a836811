import { dataApiGuards } from '../../../runtime/plugins/index.ts'
import { PRICE_CURRENCY } from '../constants.ts'
import { dataApi, type SwapHost } from './context.ts'

/** POST /v1/fungible/price: USD prices of the tokens (and the native currency). */
export async function fetchPrices(host: SwapHost, addresses: string[]): Promise<Record<string, number>> {
  if (addresses.length === 0) return {}
  const { data } = await (
    await dataApi(host)
  ).POST('/v1/fungible/price', {
    body: {
      currency: PRICE_CURRENCY,
      addresses,
      projectId: host.context.portkit.state.config.projectId,
    },
  })
  if (!data || !Array.isArray(data.fungibles)) throw new TypeError('Malformed fungible price response')
  const { isFungiblePrice } = await dataApiGuards()
  // The answer lists one price per known token, in the asked order, named by symbol; only the entries its
  // contract allows count, and only a positive price is one (0 stands for none, see priceOf).
  const bySymbol = new Map(
    data.fungibles
      .filter((fungible) => isFungiblePrice(fungible) && fungible.price > 0)
      .map((fungible) => [fungible.symbol, fungible.price]),
  )
  const result: Record<string, number> = {}
  for (const token of host.state.tokens.value) {
    const price = bySymbol.get(token.symbol)
    if (price !== undefined) result[token.address.toLowerCase()] = price
  }
  return result
}
