import { randomUUID } from 'node:crypto'
import { badRequest, notConfigured } from '../../http/api-error.ts'
import type { DataApiContext } from '../context.ts'
import type { DataApiHandler } from '../data-api-types.ts'
import { PAYMENT_CURRENCIES, purchaseCurrencies } from './onramp-catalogue.ts'
import { OnrampInputError, priceOrder, type OnrampPrice } from './onramp-order.ts'

/** The request fields priceOrder's inputs come from, for the 400's reason names. */
const QUOTE_FIELDS: Record<string, string> = {
  currency: 'body.paymentCurrency.id',
  asset: 'body.purchaseCurrency.symbol',
  amount: 'body.amount',
}

/** GET /v1/onramp/options */
export function getOnrampOptionsHandler(context: DataApiContext): DataApiHandler<'getOnrampOptions'> {
  return () => ({
    json: { purchaseCurrencies: purchaseCurrencies(context.chains), paymentCurrencies: PAYMENT_CURRENCIES },
  })
}

/** POST /v1/onramp/quote: the fee, and what the rest buys at the asset's price from its feed. */
export function getOnrampQuoteHandler(context: DataApiContext): DataApiHandler<'getOnrampQuote'> {
  return async ({ body }) => {
    const fiat = body.paymentCurrency.id
    const symbol = body.purchaseCurrency.symbol
    let price: OnrampPrice
    try {
      price = await priceOrder(body.amount, fiat, symbol, context.chains, context.prices)
    } catch (error) {
      if (error instanceof OnrampInputError) throw badRequest(QUOTE_FIELDS[error.field]!, error.message)
      throw error
    }
    const money = (value: number) => ({ amount: value.toFixed(2), currency: fiat })
    return {
      json: {
        fee: money(price.fee),
        subtotal: money(price.subtotal),
        total: money(price.total),
        purchaseAmount: { amount: price.purchaseAmount, currency: symbol },
        quoteId: randomUUID(),
      },
    }
  }
}

/**
 * POST /v1/generators/onrampurl: the devnet provider's page (its own origin) for the first destination
 * wallet, its first blockchain (or the default network) and first asset, and the preset fiat amount. The
 * page checks every parameter itself, as a real provider would.
 */
export function generateOnrampUrlHandler(
  providerUrl: string | undefined,
): DataApiHandler<'generateOnrampUrl'> {
  return ({ body }) => {
    if (providerUrl === undefined)
      throw notConfigured('onramp', 'No on-ramp provider is configured on this server')
    const destination = body.destinationWallets[0]
    const url = new URL(`${providerUrl}${ONRAMP_PAGE_PATH}`)
    url.searchParams.set('wallet', destination?.address ?? '')
    const network = destination?.blockchains?.[0] ?? body.defaultNetwork
    if (network) url.searchParams.set('network', network)
    const asset = destination?.assets?.[0]
    if (asset) url.searchParams.set('asset', asset)
    url.searchParams.set('partnerUserId', body.partnerUserId)
    if (body.presetFiatAmount !== undefined) url.searchParams.set('fiat', String(body.presetFiatAmount))
    if (body.presetCryptoAmount !== undefined) url.searchParams.set('crypto', String(body.presetCryptoAmount))
    return { json: { url: url.href } }
  }
}

/** Where the provider page answers, on the provider's own origin. */
export const ONRAMP_PAGE_PATH = '/buy'
