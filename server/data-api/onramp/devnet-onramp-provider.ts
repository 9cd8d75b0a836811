import { randomUUID } from 'node:crypto'
import { badRequest, notConfigured } from '../../http/api-error.ts'
import type { PriceSource } from '../prices/price-source.ts'
import type { ServedChain } from '../served-chain.ts'
import { PAYMENT_CURRENCIES, purchaseCurrencies } from './onramp-catalogue.ts'
import { OnrampInputError, priceOrder, type OnrampPrice } from './onramp-order.ts'
import type { OnrampProvider } from './onramp-provider.ts'

/** Where the provider page answers, on the provider's own origin. */
export const ONRAMP_PAGE_PATH = '/buy'

/** The request fields priceOrder's inputs come from, for the 400's reason names. */
const QUOTE_FIELDS: Record<string, string> = {
  currency: 'body.paymentCurrency.id',
  asset: 'body.purchaseCurrency.symbol',
  amount: 'body.amount',
}

export interface DevnetOnrampOptions {
  chains: ServedChain[]
  prices: PriceSource
  /** The provider page's origin; without it the server generates no buy URLs (503). */
  providerUrl?: string | undefined
}

/**
 * The devnet's provider: it sells what the served chains carry, quotes from their price feeds, and its page
 * (on its own origin, see devnet/onramp) delivers on chain. Also what a server without `onramp` settings
 * answers options and quotes with.
 */
export function createDevnetOnrampProvider({
  chains,
  prices,
  providerUrl,
}: DevnetOnrampOptions): OnrampProvider {
  return {
    // eslint-disable-next-line @typescript-eslint/require-await -- OnrampProvider returns a promise; a throw must reject it (the error answer)
    async options() {
      return { purchaseCurrencies: purchaseCurrencies(chains), paymentCurrencies: PAYMENT_CURRENCIES }
    },

    /** The fee, and what the rest buys at the asset's price from its feed. */
    async quote(body) {
      const fiat = body.paymentCurrency.id
      const symbol = body.purchaseCurrency.symbol
      let price: OnrampPrice
      try {
        price = await priceOrder(body.amount, fiat, symbol, chains, prices)
      } catch (error) {
        if (error instanceof OnrampInputError) throw badRequest(QUOTE_FIELDS[error.field]!, error.message)
        throw error
      }
      const money = (value: number) => ({ amount: value.toFixed(2), currency: fiat })
      return {
        fee: money(price.fee),
        subtotal: money(price.subtotal),
        total: money(price.total),
        purchaseAmount: { amount: price.purchaseAmount, currency: symbol },
        quoteId: randomUUID(),
      }
    },

    /**
     * The provider page for the first destination wallet, its first blockchain (or the default network) and
     * first asset, and the preset amounts. The page checks every parameter itself, as a real provider would.
     */
    // eslint-disable-next-line @typescript-eslint/require-await -- OnrampProvider returns a promise; a throw must reject it (the error answer)
    async widgetUrl(body) {
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
      if (body.presetCryptoAmount !== undefined)
        url.searchParams.set('crypto', String(body.presetCryptoAmount))
      return url.href
    },
  }
}
