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
const listed = (chain: Chain, slug: string): Network => {
  // Keys in the generator's canonical order (assets before testnet), so the entry round-trips unchanged.
  const { testnet, ...network } = fromViemChain(chain, slug)
  return { ...network, assets: { imageId: slug }, testnet }
}

// The EVM part of the network list (spec section 9): the swap networks of the same section first. Marked
// pure so a bundle keeps only the networks an app imports.
export const ethereum = /* @__PURE__ */ listed(mainnet, 'ethereum')
export const arbitrumOne = /* @__PURE__ */ listed(arbitrum, 'arbitrum')
export const optimismMainnet = /* @__PURE__ */ listed(optimism, 'optimism')
export const zksyncEra = /* @__PURE__ */ listed(zksync, 'zksync')
export const baseMainnet = /* @__PURE__ */ listed(base, 'base')
export const bnbSmartChain = /* @__PURE__ */ listed(bsc, 'bsc')
export const polygonMainnet = /* @__PURE__ */ listed(polygon, 'polygon')
export const gnosisChain = /* @__PURE__ */ listed(gnosis, 'gnosis')
export const avalancheC = /* @__PURE__ */ listed(avalanche, 'avalanche')
export const fantomOpera = /* @__PURE__ */ listed(fantom, 'fantom')
export const kaiaMainnet = /* @__PURE__ */ listed(kaia, 'kaia')
export const auroraMainnet = /* @__PURE__ */ listed(aurora, 'aurora')
export const celoMainnet = /* @__PURE__ */ listed(celo, 'celo')
export const zoraMainnet = /* @__PURE__ */ listed(zora, 'zora')
export const lineaMainnet = /* @__PURE__ */ listed(linea, 'linea')
export const scrollMainnet = /* @__PURE__ */ listed(scroll, 'scroll')
export const mantleMainnet = /* @__PURE__ */ listed(mantle, 'mantle')
export const blastMainnet = /* @__PURE__ */ listed(blast, 'blast')
export const berachainMainnet = /* @__PURE__ */ listed(berachain, 'berachain')
export const ethereumSepolia = /* @__PURE__ */ listed(sepolia, 'sepolia')
export const baseSepoliaTestnet = /* @__PURE__ */ listed(baseSepolia, 'base-sepolia')
export const arbitrumSepoliaTestnet = /* @__PURE__ */ listed(arbitrumSepolia, 'arbitrum-sepolia')
export const optimismSepoliaTestnet = /* @__PURE__ */ listed(optimismSepolia, 'optimism-sepolia')
export const polygonAmoyTestnet = /* @__PURE__ */ listed(polygonAmoy, 'polygon-amoy')
