import { tokenIconUrl, type DataApiContext } from './context.ts'
import type { DataApiHandler, DataApiSchemas } from './data-api-types.ts'
import { parseCaipAddress } from './inputs.ts'
import { fiatRate, priceIn } from './price-table.ts'
import { findChain, findFungible } from './served-chain.ts'

/**
 * POST /v1/fungible/price: one price per CAIP-10 address the devnet knows (the native placeholder
 * 0xEeee... or a fixture token on a devnet chain); unknown tokens and chains are left out.
 */
export function getFungiblePriceHandler(context: DataApiContext): DataApiHandler<'getFungiblePrice'> {
  return ({ query, body }) => {
    const rate = fiatRate(body.currency, 'body.currency')
    const fungibles: DataApiSchemas['FungiblePrice'][] = []
    body.addresses.forEach((item, i) => {
      const { caipNetworkId, address } = parseCaipAddress(item, `body.addresses[${i}]`)
      const chain = findChain(context.chains, caipNetworkId)
      const fungible = chain && findFungible(chain, address)
      if (!fungible) return
      fungibles.push({
        name: fungible.name,
        symbol: fungible.symbol,
        iconUrl: tokenIconUrl(context, query, fungible.symbol),
        price: priceIn(fungible.priceUsd, rate),
      })
    })
    return { json: { fungibles } }
  }
}
