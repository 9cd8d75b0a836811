/**
 * On-ramp constants of spec section 9 (limits, providers, Coinbase chains, restricted timezones) and the
 * built-in options of section 8's fallback. They live with the plugin, so a build without it carries none.
 */

/** A payment method limit: the same shape GET /v1/onramp/options answers with. */
export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

export interface PaymentCurrency {
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

export interface OnrampOptions {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
}

/** Spec section 9: limits for USD and EUR; card 10.00-7500.00, bank account (ach) 10.00-25000.00. */
export const PAYMENT_METHOD_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/** Spec section 9: the payment currencies the limits apply to. */
export const PAYMENT_CURRENCY_IDS = ['USD', 'EUR'] as const

/** Spec section 9: Coinbase's chains; an account on any other network buys on the fallback. */
export const COINBASE_CHAINS = {
  ethereum: 1,
  arbitrum: 42161,
  polygon: 137,
  berachain: 80094,
  'avalanche-c-chain': 43114,
  optimism: 10,
  celo: 42220,
  base: 8453,
} as const satisfies Record<string, number>
export type CoinbaseChain = keyof typeof COINBASE_CHAINS
export const COINBASE_FALLBACK_CHAIN: CoinbaseChain = 'ethereum'

/** Spec section 9: the two providers, the namespaces each serves and their fee range (percent). */
export const ONRAMP_PROVIDERS = [
  { id: 'coinbase', name: 'Coinbase', namespaces: ['eip155'], feePercent: { min: 1, max: 2 } },
  { id: 'meld', name: 'Meld', namespaces: ['eip155', 'solana'], feePercent: { min: 1, max: 2 } },
] as const
export type OnrampProviderId = (typeof ONRAMP_PROVIDERS)[number]['id']

/**
 * Spec section 9: restricted timezones are mainland China's and Hong Kong's and Macau's (the spec does not
 * list them; these are the IANA names and aliases of those zones). The on-ramp entry is hidden there.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const

/**
 * After the provider's page opens, how often the plugin asks the history for the provider's purchases
 * (GET /v1/account/{account}/history with `onramp`), and for how long (not in the spec). The provider page
 * lives in another tab: the purchase arrives on chain while the modal waits, then balances are re-read.
 */
export const PURCHASE_POLL_MS = 3_000
export const PURCHASE_WATCH_MS = 15 * 60_000

/** The history's `onramp` filter value of the provider whose page the generator opens (spec section 7). */
export const WATCHED_ONRAMP_PROVIDER = 'coinbase'

/** Meld's hosted buy page (it has no generator call in spec section 7; its page takes query parameters). */
export const MELD_URL = 'https://meldcrypto.com'

/**
 * Spec section 8: what the plugin offers when GET /v1/onramp/options fails: ETH on Coinbase's chains,
 * paid in USD or EUR with section 9's limits.
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: Object.entries(COINBASE_CHAINS)
        .filter(([name]) => !['polygon', 'berachain', 'avalanche-c-chain', 'celo'].includes(name))
        .map(([name, chainId]) => ({
          name,
          display_name: name[0]!.toUpperCase() + name.slice(1),
          chain_id: String(chainId),
          contract_address: '',
        })),
    },
  ],
  paymentCurrencies: PAYMENT_CURRENCY_IDS.map((id) => ({
    id,
    payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
  })),
}
