import type { ListedToken } from './listed-tokens.ts'

/**
 * Portkit's default token list per chain, used when a chain's config names no `tokenLists`: the most held
 * stablecoins and wrapped assets, so a visitor's balances show them without configuration. Facts only
 * (address, name, symbol, decimals) of the issuers' canonical deployments (Circle's USDC, Tether's USDT,
 * MakerDAO's DAI, WBTC, WETH9 and the OP Stack and Arbitrum WETH), each address cross-checked in several
 * independent public repositories; a test checks every checksum. Prices still come only from feeds.
 */
export const DEFAULT_TOKEN_LISTS: Readonly<Record<number, readonly ListedToken[]>> = {
  // Ethereum
  1: [
    { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    {
      address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      name: 'Tether USD',
      symbol: 'USDT',
      decimals: 6,
    },
    {
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      decimals: 18,
    },
    {
      address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      name: 'Wrapped Ether',
      symbol: 'WETH',
      decimals: 18,
    },
    {
      address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
      name: 'Wrapped BTC',
      symbol: 'WBTC',
      decimals: 8,
    },
  ],
  // Base
  8453: [
    { address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    {
      address: '0x4200000000000000000000000000000000000006',
      name: 'Wrapped Ether',
      symbol: 'WETH',
      decimals: 18,
    },
  ],
  // Arbitrum One
  42161: [
    { address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
    {
      address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
      name: 'Tether USD',
      symbol: 'USDT',
      decimals: 6,
    },
    {
      address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
      name: 'Wrapped Ether',
      symbol: 'WETH',
      decimals: 18,
    },
  ],
}
