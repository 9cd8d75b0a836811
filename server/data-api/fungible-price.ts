import { tokenIconUrl, type DataApiContext } from './context.ts'
import type { DataApiHandler, DataApiSchemas } from './data-api-types.ts'
import { parseCaipAddress } from './inputs.ts'
import { checkFiatCurrency, pricesIn } from './prices/fiat.ts'
import { findChain, findFungible, type KnownFungible } from './served-chain.ts'

/**
 * POST /v1/fungible/price: one price per CAIP-10 address the server knows (the native placeholder
 * 0xEeee... or a configured token) and has a price for; unknown tokens and chains, and tokens whose feed
 * gives no price now, are left out.
 */
export function getFungiblePriceHandler(context: DataApiContext): DataApiHandler<'getFungiblePrice'> {
  return async ({ query, body }) => {
    checkFiatCurrency(context.prices, body.currency, 'body.currency')
    const known: KnownFungible[] = []
    body.addresses.forEach((item, i) => {
      const { caipNetworkId, address } = parseCaipAddress(item, `body.addresses[${i}]`)
      const chain = findChain(context.chains, caipNetworkId)
      const fungible = chain && findFungible(chain, address)
      if (fungible) known.push(fungible)
    })
    const prices = await pricesIn(
      context.prices,
      body.currency,
      known.map((fungible) => fungible.priceFeed),
    )
    const fungibles: DataApiSchemas['FungiblePrice'][] = []
    known.forEach((fungible, i) => {
      const price = prices[i]
      if (price === undefined) return
      fungibles.push({
        name: fungible.name,
        symbol: fungible.symbol,
        iconUrl: tokenIconUrl(context, query, fungible.symbol),
        price,
      })
    })
    return { json: { fungibles } }
  }
}
