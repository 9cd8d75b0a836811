import { isAddress, parseUnits, type Address } from 'viem'
import { PAYMENT_CURRENCY_IDS } from '../../../plugins/onramp/constants.ts'
import { pricesIn, unsupportedCurrency } from '../prices/fiat.ts'
import { feedOnChain, type PriceFeedOnChain } from '../prices/price-feed.ts'
import type { PriceSource } from '../prices/price-source.ts'
import type { ServedChain } from '../served-chain.ts'
import { networkName, PAYMENT_METHOD_LIMITS } from './onramp-catalogue.ts'

/** Spec section 9: provider fees range from 1 to 2 %; the devnet charges the middle. */
export const ONRAMP_FEE_PERCENT = 1.5

/** Spec section 5: optional minus, digits, optional dot and digits. Amounts to pay must also be positive. */
const DECIMAL = /^-?\d+(\.\d+)?$/

/** What can be bought: the native currency, or a fixture token the provider holds a reserve of. */
export interface OnrampAsset {
  symbol: string
  name: string
  decimals: number
  /** Its USD feed; without one (or without a price from it) it is not sold. */
  priceFeed: PriceFeedOnChain | undefined
  /** Undefined for the native currency. */
  token?: Address
}

export interface OnrampPrice {
  fee: number
  subtotal: number
  total: number
  /** Whole units of the asset, 8 decimals (what POST /v1/onramp/quote answers as purchaseAmount). */
  purchaseAmount: string
}

/** Why an input is refused: the field it is about and a sentence for the visitor (or the client). */
export class OnrampInputError extends Error {
  override name = 'OnrampInputError'
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The assets the on-ramp sells on any served chain, by symbol: each chain's native currency and the tokens
 * configured as sold, priced like every other endpoint.
 */
export function sellableAssets(chains: ServedChain[]): OnrampAsset[] {
  const bySymbol = new Map<string, OnrampAsset>()
  for (const chain of chains) {
    for (const { symbol, name, decimals, priceFeed } of [
      chain.nativeCurrency,
      ...chain.tokens.filter((token) => token.onramp),
    ]) {
      if (!bySymbol.has(symbol))
        bySymbol.set(symbol, { symbol, name, decimals, priceFeed: feedOnChain(chain.chainId, priceFeed) })
    }
  }
  return [...bySymbol.values()]
}

/**
 * The fee (taken first), and what the rest buys at the asset's price from its feed now. Refuses a fiat
 * currency the server does not price, an asset it does not sell or has no price for, and an amount that is
 * not a decimal within the limits.
 */
export async function priceOrder(
  amount: string,
  fiat: string,
  symbol: string,
  chains: ServedChain[],
  prices: PriceSource,
): Promise<OnrampPrice> {
  if (!prices.fiatCurrencies.includes(fiat.toLowerCase())) {
    throw new OnrampInputError('currency', unsupportedCurrency(prices, fiat))
  }
  const asset = sellableAssets(chains).find((candidate) => candidate.symbol === symbol)
  const [price] = asset ? await pricesIn(prices, fiat, [asset.priceFeed]) : []
  if (price === undefined) {
    throw new OnrampInputError('asset', `The on-ramp does not sell ${JSON.stringify(symbol)} here`)
  }
  const value = checkedAmount(amount, fiat)
  const fee = Math.round(value * ONRAMP_FEE_PERCENT) / 100
  const subtotal = value - fee
  const bought = subtotal / price
  return { fee, subtotal, total: value, purchaseAmount: bought.toFixed(8) }
}

/**
 * Spec sections 5 and 9: the amount to pay as a number, when it is a decimal within the payment methods'
 * limits (from the lowest minimum to the highest maximum); else an OnrampInputError about `amount`.
 */
export function checkedAmount(amount: string, fiat: string): number {
  if (!DECIMAL.test(amount)) throw new OnrampInputError('amount', 'Number is not a valid decimal number')
  const value = Number(amount)
  const min = Math.min(...PAYMENT_METHOD_LIMITS.map((limit) => Number(limit.min)))
  const max = Math.max(...PAYMENT_METHOD_LIMITS.map((limit) => Number(limit.max)))
  if (value < min || value > max) {
    throw new OnrampInputError(
      'amount',
      `The amount must be from ${min.toFixed(2)} to ${max.toFixed(2)} ${fiat.toUpperCase()}`,
    )
  }
  return value
}

/** A purchase the provider page shows and, once paid, delivers on chain. */
export interface OnrampOrder {
  wallet: Address
  chain: ServedChain
  asset: OnrampAsset
  /** Payment currency, upper case (USD or EUR). */
  currency: string
  price: OnrampPrice
  /** What is sent to the wallet, in the asset's smallest unit. */
  units: bigint
  partnerUserId: string
}

/** The card limit of spec section 9 (the provider page only takes cards). */
const CARD_LIMIT = PAYMENT_METHOD_LIMITS.find((limit) => limit.id === 'card')!

/**
 * The order a generated provider URL describes (wallet, network, asset, fiat, currency, partnerUserId),
 * every value checked: an EVM wallet, a devnet chain by its onramp network name, an asset the provider
 * holds, a card amount within the limits. Throws OnrampInputError naming the first bad parameter.
 */
export async function parseOrder(
  params: URLSearchParams,
  chains: ServedChain[],
  prices: PriceSource,
): Promise<OnrampOrder> {
  const wallet = params.get('wallet') ?? ''
  if (!isAddress(wallet, { strict: false })) {
    throw new OnrampInputError(
      'wallet',
      `The destination wallet ${JSON.stringify(wallet)} is not an EVM address`,
    )
  }
  const network = params.get('network') ?? ''
  const chain = chains.find((candidate) => networkName(candidate) === network)
  if (!chain) {
    throw new OnrampInputError(
      'network',
      `This devnet provider delivers on ${chains.map(networkName).join(' and ')} only, not on ${JSON.stringify(network)}`,
    )
  }
  const symbol = params.get('asset') ?? ''
  const asset = sellableAssets(chains).find((candidate) => candidate.symbol === symbol)
  if (!asset) {
    throw new OnrampInputError(
      'asset',
      `This devnet provider sells ${sellableAssets(chains)
        .map((candidate) => candidate.symbol)
        .join(' and ')} only, not ${JSON.stringify(symbol)}`,
    )
  }
  const currency = (params.get('currency') ?? 'USD').toUpperCase()
  if (!(PAYMENT_CURRENCY_IDS as readonly string[]).includes(currency)) {
    throw new OnrampInputError(
      'currency',
      `Payment in ${JSON.stringify(currency)} is not offered; pay in USD or EUR`,
    )
  }
  const fiat = params.get('fiat') ?? ''
  if (!DECIMAL.test(fiat) || Number(fiat) <= 0) {
    throw new OnrampInputError(
      'fiat',
      `The amount to pay ${JSON.stringify(fiat)} is not a positive decimal number`,
    )
  }
  if (Number(fiat) < Number(CARD_LIMIT.min) || Number(fiat) > Number(CARD_LIMIT.max)) {
    throw new OnrampInputError(
      'fiat',
      `A card purchase must be from ${CARD_LIMIT.min} to ${CARD_LIMIT.max} ${currency}`,
    )
  }
  const price = await priceOrder(fiat, currency, asset.symbol, chains, prices)
  const token =
    asset.symbol === chain.nativeCurrency.symbol
      ? undefined
      : chain.tokens.find((t) => t.onramp && t.symbol === asset.symbol)
  return {
    wallet,
    chain,
    asset: { ...asset, ...(token ? { token: token.address } : {}) },
    currency,
    price,
    units: parseUnits(price.purchaseAmount, asset.decimals),
    partnerUserId: params.get('partnerUserId') ?? '',
  }
}
