import type { Network } from '../core/types.ts'

/**
 * A Bitcoin network (CAIP-2 namespace bip122): the reference is the first 32 hex characters of its genesis
 * block hash. Its RPC URL is the base of an Esplora-style REST API (`/address/{address}/utxo`,
 * `/fee-estimates`, `/tx`), which the bip122 adapter asks for the balance and the sends.
 */
export function bitcoinNetwork(
  reference: string,
  name: string,
  slug: string,
  apiUrl: string,
  testnet: boolean,
  explorerUrl?: string,
) {
  return {
    id: reference,
    name,
    network: slug,
    caipNetworkId: `bip122:${reference}`,
    chainNamespace: 'bip122',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [apiUrl] } },
    ...(explorerUrl ? { blockExplorers: { default: { name: 'mempool.space', url: explorerUrl } } } : {}),
    testnet,
  } satisfies Network
}

export const bitcoinMainnet = bitcoinNetwork(
  '000000000019d6689c085ae165831e93',
  'Bitcoin',
  'bitcoin',
  'https://mempool.space/api',
  false,
  'https://mempool.space',
)
export const bitcoinTestnet = bitcoinNetwork(
  '000000000933ea01ad0ee984209779ba',
  'Bitcoin Testnet',
  'bitcoin-testnet',
  'https://mempool.space/testnet/api',
  true,
  'https://mempool.space/testnet',
)

/** Regtest's genesis block is the same on every regtest node: one CAIP-2 id for any local regtest chain. */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'
