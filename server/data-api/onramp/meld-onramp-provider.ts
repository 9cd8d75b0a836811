import { randomUUID } from 'node:crypto'
import { badGateway, badRequest } from '../../http/api-error.ts'
import type { DataApiSchemas } from '../data-api-types.ts'
import { checkedAmount, OnrampInputError } from './onramp-order.ts'
import type { OnrampProvider, OnrampUrlRequest } from './onramp-provider.ts'
import type { MeldOnrampSettings } from './onramp-settings.ts'
import { answerReader, callProvider, type ProviderApi } from './provider-call.ts'
import { meldApiKey, remoteOnrampCall } from './remote-onramp-settings.ts'
import { checkQuoteRequest, money, paymentCurrenciesWithin } from './spec-onramp-rules.ts'

// Request and answer shapes as Meld's API reference documents them (service provider properties, Create a
// crypto quote, Create a crypto widget); Meld is not reachable from where this was written, so it was tested
// against a local server speaking these shapes only.

export const MELD_API_URL = 'https://api.meld.io'
export const MELD_PATHS = {
  cryptoCurrencies: '/service-providers/properties/crypto-currencies',
  fiatCurrencies: '/service-providers/properties/fiat-currencies',
  quote: '/payments/crypto/quote',
  widget: '/crypto/session/widget',
} as const
/** The dated API version these shapes are read from (a key is otherwise pinned to its creation's). */
export const MELD_VERSION = '2023-12-19'
/** Meld's payment method type of spec section 9's card, the method the modal starts with. */
const CARD = 'CREDIT_DEBIT_CARD'
/** Meld's currency list changes when Meld adds one, not per visitor: read again after this long. */
const CURRENCY_LIST_MS = 60 * 60_000
/** The generator request names no fiat currency: the modal's default one is paid in. */
const WIDGET_FIAT = 'USD'
/** Meld has no payment-method limits here: the spec's hold as they are, in the currencies Meld offers. */
const ANY_AMOUNT = { min: 0, max: Number.POSITIVE_INFINITY }

/** A crypto currency on one chain, as Meld names it (e.g. USDC_BASE) and as the options show it. */
interface MeldCurrency {
  code: string
  symbol: string
  name: string
  network: DataApiSchemas['OnrampNetwork']
}

interface MeldQuote {
  serviceProvider: string
  total: number
  subtotal: number
  fee: number
  destinationAmount: string
}

/**
 * Meld: an aggregator of on-ramp service providers. Quotes are Meld's best (the most crypto for the money);
 * the buy URL is a Meld widget session with the service provider of the best quote for the preset amount.
 * Spec section 9 holds: eip155 and Solana only, the spec's payment currencies and limits.
 */
export function createMeldOnrampProvider(settings: MeldOnrampSettings): OnrampProvider {
  const { country, subdivision, timeoutMs } = remoteOnrampCall(settings)
  const apiKey = meldApiKey(settings)
  const api: ProviderApi = { name: 'Meld', apiUrl: settings.apiUrl ?? MELD_API_URL, timeoutMs }
  const read = answerReader(api.name)
  const call = (
    method: 'GET' | 'POST',
    path: string,
    extra: { query?: Record<string, string>; body?: unknown },
  ) =>
    callProvider(api, {
      method,
      path,
      ...extra,
      headers: () => ({ Authorization: `BASIC ${apiKey}`, 'Meld-Version': MELD_VERSION }),
    })
  const market = { countries: country, accountFilter: 'true' }

  const currencies = keptFor(CURRENCY_LIST_MS, async () => {
    const answer = await call('GET', MELD_PATHS.cryptoCurrencies, { query: market })
    return read.list(answer, 'crypto currency list').flatMap((raw, i): MeldCurrency[] => {
      const at = `crypto currency list[${i}]`
      const entry = read.record(raw, at)
      const code = read.text(entry.currencyCode, `${at}.currencyCode`)
      const chainCode = read.text(entry.chainCode, `${at}.chainCode`)
      const chainId = read.textOrEmpty(entry.chainId, `${at}.chainId`)
      // Spec section 9: Meld serves eip155 (a chain id) and Solana.
      if (!/^\d+$/.test(chainId) && chainCode !== 'SOLANA') return []
      const chainName = read.text(entry.chainName, `${at}.chainName`)
      return [
        {
          code,
          symbol: code.endsWith(`_${chainCode}`) ? code.slice(0, -chainCode.length - 1) : code,
          name: read.text(entry.name, `${at}.name`),
          network: {
            name: slug(chainName),
            display_name: chainName,
            chain_id: chainId,
            contract_address: read.textOrEmpty(entry.contractAddress, `${at}.contractAddress`),
          },
        },
      ]
    })
  })

  /**
   * Meld's currency `symbol` on `network` (a network name of the options); a 400 naming the symbol's field
   * when Meld sells it on no network, the network's when on others only.
   */
  async function meldCurrency(
    symbol: string,
    network: string,
    fields: { symbol: string; network: string },
  ): Promise<MeldCurrency> {
    const sold = (await currencies()).filter((currency) => currency.symbol === symbol)
    if (sold.length === 0) throw badRequest(fields.symbol, `Meld sells no ${JSON.stringify(symbol)} here`)
    const found = sold.find((currency) => currency.network.name === network)
    if (!found)
      throw badRequest(
        fields.network,
        `Meld sells ${symbol} on ${sold.map((currency) => currency.network.name).join(', ')} only, not on ${JSON.stringify(network)}`,
      )
    return found
  }

  /** Meld's quotes for paying `amount` of `fiat` by card, the one that buys the most. */
  async function bestQuote(request: { fiat: string; amount: number; code: string; wallet?: string }) {
    const answer = read.record(
      await call('POST', MELD_PATHS.quote, {
        body: {
          countryCode: country,
          ...(subdivision === undefined ? {} : { subdivision }),
          sourceAmount: request.amount,
          sourceCurrencyCode: request.fiat,
          destinationCurrencyCode: request.code,
          paymentMethodType: CARD,
          ...(request.wallet === undefined ? {} : { walletAddress: request.wallet }),
        },
      }),
      'quote answer',
    )
    const quotes = read.list(answer.quotes, 'quotes').map((raw, i): MeldQuote => {
      const at = `quotes[${i}]`
      const quote = read.record(raw, at)
      return {
        serviceProvider: read.text(quote.serviceProvider, `${at}.serviceProvider`),
        total: Number(read.decimal(quote.sourceAmount, `${at}.sourceAmount`)),
        subtotal: Number(read.decimal(quote.sourceAmountWithoutFees, `${at}.sourceAmountWithoutFees`)),
        fee: Number(read.decimal(quote.totalFee, `${at}.totalFee`)),
        destinationAmount: read.decimal(quote.destinationAmount, `${at}.destinationAmount`),
      }
    })
    const best = quotes.reduce<MeldQuote | undefined>(
      (most, quote) =>
        most && Number(most.destinationAmount) >= Number(quote.destinationAmount) ? most : quote,
      undefined,
    )
    if (!best) throw badGateway('onramp', `Meld has no quote for ${request.code} paid in ${request.fiat}`)
    return best
  }

  return {
    async options() {
      const [offered, fiatAnswer] = await Promise.all([
        currencies(),
        call('GET', MELD_PATHS.fiatCurrencies, { query: market }),
      ])
      const fiats = new Set(
        read
          .list(fiatAnswer, 'fiat currency list')
          .map((raw, i) =>
            read.text(
              read.record(raw, `fiat currency list[${i}]`).currencyCode,
              `fiat currency list[${i}].currencyCode`,
            ),
          ),
      )
      return {
        purchaseCurrencies: bySymbol(offered),
        paymentCurrencies: paymentCurrenciesWithin((currency) =>
          fiats.has(currency) ? ANY_AMOUNT : undefined,
        ),
      }
    },

    async quote(body) {
      checkQuoteRequest(body)
      const fiat = body.paymentCurrency.id
      const currency = await meldCurrency(body.purchaseCurrency.symbol, body.network, {
        symbol: 'body.purchaseCurrency.symbol',
        network: 'body.network',
      })
      const best = await bestQuote({ fiat, amount: Number(body.amount), code: currency.code })
      return {
        fee: money(best.fee, fiat),
        subtotal: money(best.subtotal, fiat),
        total: money(best.total, fiat),
        purchaseAmount: { amount: best.destinationAmount, currency: currency.symbol },
        // Meld's quotes carry no id of their own.
        quoteId: randomUUID(),
      }
    },

    async widgetUrl(body) {
      const order = widgetOrder(body)
      const currency = await meldCurrency(order.symbol, order.network, {
        symbol: 'body.destinationWallets[0].assets',
        network: 'body.destinationWallets[0].blockchains',
      })
      const best = await bestQuote({
        fiat: WIDGET_FIAT,
        amount: order.amount,
        code: currency.code,
        wallet: order.wallet,
      })
      const answer = read.record(
        await call('POST', MELD_PATHS.widget, {
          body: {
            sessionType: 'BUY',
            sessionData: {
              walletAddress: order.wallet,
              countryCode: country,
              sourceCurrencyCode: WIDGET_FIAT,
              sourceAmount: order.amount,
              destinationCurrencyCode: currency.code,
              serviceProvider: best.serviceProvider,
              paymentMethodType: CARD,
            },
            externalCustomerId: body.partnerUserId,
          },
        }),
        'widget answer',
      )
      return read.httpUrl(answer.widgetUrl, 'widgetUrl')
    },
  }
}

/**
 * What a Meld widget session needs of the generator request: the first destination wallet, its first asset
 * and network, and the preset amount (Meld picks its service provider by a quote for it). 400s name the field.
 */
function widgetOrder(body: OnrampUrlRequest) {
  const wallet = body.destinationWallets[0]
  if (!wallet || wallet.address.trim() === '')
    throw badRequest('body.destinationWallets', 'Name the wallet the purchase is delivered to')
  const symbol = wallet.assets?.[0]
  if (!symbol) throw badRequest('body.destinationWallets[0].assets', 'Name the asset to buy')
  const network = wallet.blockchains?.[0] ?? body.defaultNetwork
  if (!network) throw badRequest('body.destinationWallets[0].blockchains', 'Name the network to buy on')
  if (body.presetFiatAmount === undefined)
    throw badRequest('body.presetFiatAmount', 'Meld needs the amount to pay to choose its service provider')
  let amount: number
  try {
    amount = checkedAmount(String(body.presetFiatAmount), WIDGET_FIAT)
  } catch (error) {
    if (error instanceof OnrampInputError) throw badRequest('body.presetFiatAmount', error.message)
    throw error
  }
  return { wallet: wallet.address, symbol, network, amount }
}

/** The options' purchase currencies: one per symbol, with every network Meld sells it on. */
function bySymbol(currencies: MeldCurrency[]): DataApiSchemas['PurchaseCurrency'][] {
  const grouped = new Map<string, DataApiSchemas['PurchaseCurrency']>()
  for (const { symbol, name, network } of currencies) {
    const entry = grouped.get(symbol) ?? { id: symbol, name, symbol, networks: [] }
    entry.networks.push(network)
    grouped.set(symbol, entry)
  }
  return [...grouped.values()]
}

/** A chain's name as an options network name, e.g. "Arbitrum One" → "arbitrum-one". */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** `load`'s answer, kept for `ms` (a failure is not kept: the next call tries again). */
function keptFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let kept: { answer: Promise<T>; until: number } | undefined
  return () => {
    if (kept && Date.now() < kept.until) return kept.answer
    const answer = load()
    const entry = { answer, until: Date.now() + ms }
    kept = entry
    answer.catch(() => {
      if (kept === entry) kept = undefined
    })
    return answer
  }
}
