import type { Network } from '../core/types.ts'

/**
 * A Polkadot-family relay chain (CAIP-2 namespace polkadot): the reference is the first 32 hex characters
 * of its genesis block hash, without 0x (the ChainAgnostic polkadot profile). Portkit asks no node of these
 * chains (spec section 9 serves balances for eip155 and solana only); the RPC URL is the chain's public one,
 * for the host's own use.
 */
export function polkadotNetwork(
  reference: string,
  name: string,
  slug: string,
  nativeCurrency: Network['nativeCurrency'],
  rpcUrl: string,
  testnet: boolean,
) {
  return {
    id: reference,
    name,
    network: slug,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Subscan', url: `https://${slug}.subscan.io` } },
    // The catalogue serves the network's image by this id (`/public/getAssetImage/{slug}`).
    assets: { imageId: slug },
    testnet,
  } satisfies Network
}

// Genesis hashes 0x91b171bb…, 0xb0a8d493…, 0xe143f238…; symbols and decimals of the SS58 registry.
export const polkadotMainnet = polkadotNetwork(
  '91b171bb158e2d3848fa23a9f1c25182',
  'Polkadot',
  'polkadot',
  { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  'https://rpc.polkadot.io',
  false,
)
export const kusamaMainnet = polkadotNetwork(
  'b0a8d493285c2df73290dfb7e61f870f',
  'Kusama',
  'kusama',
  { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  'https://kusama-rpc.polkadot.io',
  false,
)
export const westendTestnet = polkadotNetwork(
  'e143f23803ac50e8f6f8e62695d1ce9e',
  'Westend',
  'westend',
  { name: 'Westend', symbol: 'WND', decimals: 12 },
  'https://westend-rpc.polkadot.io',
  true,
)

/**
 * The SS58 address format of each chain, by CAIP-2 reference (the registry's prefix): an account shows in its
 * chain's form. A chain not listed uses 42, the generic Substrate form.
 */
export const POLKADOT_SS58_FORMATS: Readonly<Record<string, number>> = {
  [polkadotMainnet.id]: 0,
  [kusamaMainnet.id]: 2,
  [westendTestnet.id]: 42,
}
export const GENERIC_SS58_FORMAT = 42
