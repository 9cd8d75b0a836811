import { COINBASE_CHAINS, COINBASE_FALLBACK_CHAIN } from '../../../plugins/onramp/constants.ts'
import { badRequest } from '../../http/api-error.ts'
import type { DataApiSchemas } from '../data-api-types.ts'
import { cdpBearerToken } from './cdp-jwt.ts'
import type { OnrampProvider, OnrampUrlRequest } from './onramp-provider.ts'
import type { CoinbaseOnrampSettings } from './onramp-settings.ts'
import { answerReader, callProvider, type AnswerReader, type ProviderApi } from './provider-call.ts'
import { coinbaseCredentials, remoteOnrampCall } from './remote-onramp-settings.ts'
import { checkQuoteRequest, money, paymentCurrenciesWithin, type AmountRange } from './spec-onramp-rules.ts'

// Request and answer shapes as the CDP Onramp REST API reference documents them (Create session token,
// Get buy options, Create buy quote); Coinbase is not reachable from where this was written, so it was tested
// against a local server speaking these shapes only.

export const COINBASE_API_URL = 'https://api.developer.coinbase.com'
/** The hosted buy page a session token opens. */
export const COINBASE_BUY_PAGE = 'https://pay.coinbase.com/buy/select-asset'
export const COINBASE_PATHS = {
  token: '/onramp/v1/token',
  options: '/onramp/v1/buy/options',
  quote: '/onramp/v1/buy/quote',
} as const

/** Coinbase's ids of spec section 9's payment methods. */
const COINBASE_METHODS: Record<string, string> = { card: 'CARD', ach_bank_account: 'ACH_BANK_ACCOUNT' }
/** The method a quote is priced for: the card, the method the modal starts with. */
const QUOTED_METHOD = COINBASE_METHODS.card!
/** Coinbase's limit on partnerUserRef, the visitor's id it keeps with the purchases. */
const PARTNER_USER_REF_MAX = 49

type CoinbaseChain = keyof typeof COINBASE_CHAINS
const isCoinbaseChain = (name: string): name is CoinbaseChain => Object.hasOwn(COINBASE_CHAINS, name)

/**
 * Coinbase Onramp: each call authorized with a CDP JWT minted here for that request; the buy URL is Coinbase's
 * hosted page with a session token minted for the destination wallet. Spec section 9 holds: Coinbase's own
 * chains only (eip155), the spec's payment currencies and limits.
 */
export function createCoinbaseOnrampProvider(settings: CoinbaseOnrampSettings): OnrampProvider {
  const { country, subdivision, timeoutMs } = remoteOnrampCall(settings)
  const { keyName, signingKey } = coinbaseCredentials(settings)
  const api: ProviderApi = { name: 'Coinbase', apiUrl: settings.apiUrl ?? COINBASE_API_URL, timeoutMs }
  const read = answerReader(api.name)
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    extra: { query?: Record<string, string | undefined>; body?: unknown },
  ) =>
    read.record(
      await callProvider(api, {
        method,
        path,
        ...extra,
        // eslint-disable-next-line @typescript-eslint/require-await -- callProvider takes the headers as a promise; a signing failure must reject it
        headers: async (url) => ({
          Authorization: `Bearer ${cdpBearerToken(keyName, signingKey, method, url)}`,
        }),
      }),
      `answer to ${method} ${path}`,
    )

  return {
    async options() {
      const answer = await call('GET', COINBASE_PATHS.options, { query: { country, subdivision } })
      return {
        purchaseCurrencies: purchaseCurrencies(answer, read),
        paymentCurrencies: paymentCurrencies(answer, read),
      }
    },

    async quote(body) {
      checkQuoteRequest(body)
      const network = coinbaseChain(body.network, 'body.network')
      const answer = await call('POST', COINBASE_PATHS.quote, {
        body: {
          purchaseCurrency: body.purchaseCurrency.symbol,
          purchaseNetwork: network,
          paymentAmount: Number(body.amount).toFixed(2),
          paymentCurrency: body.paymentCurrency.id,
          paymentMethod: QUOTED_METHOD,
          country,
          ...(subdivision === undefined ? {} : { subdivision }),
        },
      })
      /** One of the answer's amounts: a decimal `value` and its `currency`. */
      const amount = (field: string) => {
        const value = read.record(answer[field], field)
        return {
          value: read.decimal(value.value, `${field}.value`),
          currency: read.text(value.currency, `${field}.currency`),
        }
      }
      const total = amount('payment_total')
      const subtotal = amount('payment_subtotal')
      const purchase = amount('purchase_amount')
      const exchangeFee = amount('coinbase_fee')
      const networkFee = amount('network_fee')
      return {
        // The fee is both of Coinbase's: the exchange's and the network's, in the payment currency.
        fee: money(Number(exchangeFee.value) + Number(networkFee.value), total.currency),
        subtotal: money(Number(subtotal.value), subtotal.currency),
        total: money(Number(total.value), total.currency),
        purchaseAmount: { amount: purchase.value, currency: purchase.currency },
        quoteId: read.text(answer.quote_id, 'quote_id'),
      }
    },

    async widgetUrl(body) {
      const addresses = sessionAddresses(body)
      const assets = [...new Set(body.destinationWallets.flatMap((wallet) => wallet.assets ?? []))]
      if (body.partnerUserId.length > PARTNER_USER_REF_MAX)
        throw badRequest('body.partnerUserId', `Coinbase takes at most ${PARTNER_USER_REF_MAX} characters`)
      const defaultNetwork = coinbaseChain(
        body.defaultNetwork ?? addresses[0]!.blockchains[0]!,
        'body.defaultNetwork',
      )
      const answer = await call('POST', COINBASE_PATHS.token, {
        body: { addresses, ...(assets.length > 0 ? { assets } : {}) },
      })
      const url = new URL(COINBASE_BUY_PAGE)
      url.searchParams.set('sessionToken', read.text(answer.token, 'token'))
      url.searchParams.set('defaultNetwork', defaultNetwork)
      if (assets[0]) url.searchParams.set('defaultAsset', assets[0])
      if (body.presetFiatAmount !== undefined)
        url.searchParams.set('presetFiatAmount', String(body.presetFiatAmount))
      if (body.presetCryptoAmount !== undefined)
        url.searchParams.set('presetCryptoAmount', String(body.presetCryptoAmount))
      if (body.defaultExperience) url.searchParams.set('defaultExperience', body.defaultExperience)
      url.searchParams.set('partnerUserRef', body.partnerUserId)
      return url.href
    },
  }
}

/** A network Coinbase delivers on (spec section 9's Coinbase chains), else a 400 naming `field`. */
function coinbaseChain(name: string, field: string): CoinbaseChain {
  if (isCoinbaseChain(name)) return name
  throw badRequest(
    field,
    `Coinbase delivers on ${Object.keys(COINBASE_CHAINS).join(', ')} only, not on ${JSON.stringify(name)}`,
  )
}

/**
 * The session token's addresses: each destination wallet with its networks (its blockchains, else its
 * supported networks, else the default network or the spec's fallback chain), each a Coinbase chain.
 */
function sessionAddresses(body: OnrampUrlRequest): { address: string; blockchains: CoinbaseChain[] }[] {
  if (body.destinationWallets.length === 0)
    throw badRequest('body.destinationWallets', 'Name the wallet the purchase is delivered to')
  return body.destinationWallets.map((wallet, i) => {
    if (wallet.address.trim() === '')
      throw badRequest(`body.destinationWallets[${i}].address`, 'The destination wallet has no address')
    const named = [wallet.blockchains, wallet.supportedNetworks].find(
      (list) => list !== undefined && list.length > 0,
    )
    const networks = named ?? [body.defaultNetwork ?? COINBASE_FALLBACK_CHAIN]
    return {
      address: wallet.address,
      blockchains: networks.map((network) =>
        coinbaseChain(network, `body.destinationWallets[${i}].blockchains`),
      ),
    }
  })
}

/** Coinbase's assets on spec section 9's Coinbase chains (eip155); an asset on none of them is left out. */
function purchaseCurrencies(
  answer: Record<string, unknown>,
  read: AnswerReader,
): DataApiSchemas['PurchaseCurrency'][] {
  return read.list(answer.purchase_currencies, 'purchase_currencies').flatMap((raw, i) => {
    const at = `purchase_currencies[${i}]`
    const currency = read.record(raw, at)
    const networks = read.list(currency.networks, `${at}.networks`).flatMap((rawNetwork, j) => {
      const where = `${at}.networks[${j}]`
      const network = read.record(rawNetwork, where)
      const name = read.text(network.name, `${where}.name`)
      if (!isCoinbaseChain(name)) return []
      return [
        {
          name,
          display_name: read.text(network.display_name, `${where}.display_name`),
          // The spec's id of the chain, the one the modal matches its networks by.
          chain_id: String(COINBASE_CHAINS[name]),
          contract_address: read.textOrEmpty(network.contract_address, `${where}.contract_address`),
        },
      ]
    })
    if (networks.length === 0) return []
    return [
      {
        id: read.text(currency.id, `${at}.id`),
        name: read.text(currency.name, `${at}.name`),
        symbol: read.text(currency.symbol, `${at}.symbol`),
        networks,
      },
    ]
  })
}

/** Coinbase's fiat currencies and their limits per payment method, narrowed to spec section 9's. */
function paymentCurrencies(answer: Record<string, unknown>, read: AnswerReader) {
  const offered = new Map<string, Map<string, AmountRange>>()
  for (const [i, raw] of read.list(answer.payment_currencies, 'payment_currencies').entries()) {
    const at = `payment_currencies[${i}]`
    const currency = read.record(raw, at)
    const limits = read.list(currency.limits, `${at}.limits`).map((rawLimit, j) => {
      const where = `${at}.limits[${j}]`
      const limit = read.record(rawLimit, where)
      const range = {
        min: Number(read.decimal(limit.min, `${where}.min`)),
        max: Number(read.decimal(limit.max, `${where}.max`)),
      }
      return [read.text(limit.id, `${where}.id`), range] as const
    })
    offered.set(read.text(currency.id, `${at}.id`), new Map(limits))
  }
  return paymentCurrenciesWithin((currency, method) => offered.get(currency)?.get(COINBASE_METHODS[method]!))
}
