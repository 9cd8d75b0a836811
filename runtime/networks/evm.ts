import {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  berachain,
  blast,
  bsc,
  celo,
  fantom,
  gnosis,
  kaia,
  linea,
  mainnet,
  mantle,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  scroll,
  sepolia,
  zksync,
  zora,
} from 'viem/chains'
import type { Chain } from 'viem'
import type { Network } from '../core/types.ts'
import { fromViemChain } from './from-viem-chain.ts'

/** A listed EVM network: its slug is also its image id in the catalogue (`/public/getAssetImage/{slug}`). */
const listed = (chain: Chain, slug: string): Network => ({
  ...fromViemChain(chain, slug),
  assets: { imageId: slug },
})

// The EVM part of the network list (spec section 9): the swap networks of the same section first.
export const ethereum = listed(mainnet, 'ethereum')
export const arbitrumOne = listed(arbitrum, 'arbitrum')
export const optimismMainnet = listed(optimism, 'optimism')
export const zksyncEra = listed(zksync, 'zksync')
export const baseMainnet = listed(base, 'base')
export const bnbSmartChain = listed(bsc, 'bsc')
export const polygonMainnet = listed(polygon, 'polygon')
export const gnosisChain = listed(gnosis, 'gnosis')
export const avalancheC = listed(avalanche, 'avalanche')
export const fantomOpera = listed(fantom, 'fantom')
export const kaiaMainnet = listed(kaia, 'kaia')
export const auroraMainnet = listed(aurora, 'aurora')
export const celoMainnet = listed(celo, 'celo')
export const zoraMainnet = listed(zora, 'zora')
export const lineaMainnet = listed(linea, 'linea')
export const scrollMainnet = listed(scroll, 'scroll')
export const mantleMainnet = listed(mantle, 'mantle')
export const blastMainnet = listed(blast, 'blast')
export const berachainMainnet = listed(berachain, 'berachain')
export const ethereumSepolia = listed(sepolia, 'sepolia')
export const baseSepoliaTestnet = listed(baseSepolia, 'base-sepolia')
export const arbitrumSepoliaTestnet = listed(arbitrumSepolia, 'arbitrum-sepolia')
export const optimismSepoliaTestnet = listed(optimismSepolia, 'optimism-sepolia')
export const polygonAmoyTestnet = listed(polygonAmoy, 'polygon-amoy')
