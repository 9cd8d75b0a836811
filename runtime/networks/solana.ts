import type { Network } from '../core/types.ts'

/** A Solana cluster: the CAIP-2 reference is the first 32 characters of its genesis hash. */
export function solanaNetwork(
  reference: string,
  name: string,
  slug: string,
  rpcUrl: string,
  testnet: boolean,
) {
  return {
    id: reference,
    name,
    network: slug,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
    // The catalogue serves the network's image by this id (`/public/getAssetImage/{slug}`).
    assets: { imageId: slug },
    testnet,
  } satisfies Network
}

// The three Solana networks of the network list (spec section 9).
export const solanaMainnet = solanaNetwork(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'solana',
  'https://api.mainnet-beta.solana.com',
  false,
)
export const solanaTestnet = solanaNetwork(
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'Solana Testnet',
  'solana-testnet',
  'https://api.testnet.solana.com',
  true,
)
export const solanaDevnet = solanaNetwork(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'solana-devnet',
  'https://api.devnet.solana.com',
  true,
)
