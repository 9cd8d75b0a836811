import { PAYMENT_CURRENCY_IDS, PAYMENT_METHOD_LIMITS } from '../../../plugins/onramp/constants.ts'
import type { DataApiSchemas } from '../data-api-types.ts'
import type { ServedChain } from '../served-chain.ts'

type PaymentCurrency = DataApiSchemas['PaymentCurrency']
type OnrampNetwork = DataApiSchemas['OnrampNetwork']

export { PAYMENT_METHOD_LIMITS }

/** Spec section 9: the same limits for USD and EUR; card 10.00-7500.00, bank account (ach) 10.00-25000.00. */
export const PAYMENT_CURRENCIES: PaymentCurrency[] = PAYMENT_CURRENCY_IDS.map((id) => ({
  id,
  payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
}))

/** Spec section 9: Coinbase's chains that carry native ETH (ethereum is also the fallback). */
const ETH_NETWORKS: OnrampNetwork[] = [
  { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
  { name: 'arbitrum', display_name: 'Arbitrum', chain_id: '42161', contract_address: '' },
  { name: 'optimism', display_name: 'Optimism', chain_id: '10', contract_address: '' },
  { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' },
]

/** Slug of a devnet chain as an onramp network name, e.g. "portkit-devnet-alpha". */
export const networkName = (chain: ServedChain) => chain.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

const network = (chain: ServedChain, contractAddress: string): OnrampNetwork => ({
  name: networkName(chain),
  display_name: chain.name,
  chain_id: String(chain.chainId),
  contract_address: contractAddress,
})

/**
 * What can be bought: ETH on Coinbase's chains and on the served chains whose native currency it is, and each
 * token the served chains sell, on the chains that have it.
 */
export function purchaseCurrencies(chains: ServedChain[]): DataApiSchemas['PurchaseCurrency'][] {
  const ethChains = chains.filter((chain) => chain.nativeCurrency.symbol === 'ETH')
  const tokens = new Map<string, { name: string; networks: OnrampNetwork[] }>()
  for (const chain of chains) {
    for (const token of chain.tokens.filter((candidate) => candidate.onramp)) {
      const entry = tokens.get(token.symbol) ?? { name: token.name, networks: [] }
      entry.networks.push(network(chain, token.address))
      tokens.set(token.symbol, entry)
    }
  }
  return [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [...ETH_NETWORKS, ...ethChains.map((chain) => network(chain, ''))],
    },
    ...[...tokens].map(([symbol, { name, networks }]) => ({ id: symbol, name, symbol, networks })),
  ]
}
