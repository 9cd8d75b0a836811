import { arbitrum, base, mainnet, optimism, polygon, sepolia } from 'viem/chains'
import { fromViemChain } from './from-viem-chain.ts'

export { devnetAlpha, devnetBeta, devnetBitcoin, devnetSolana } from './devnet.ts'
export { bitcoinMainnet, bitcoinTestnet } from './bitcoin.ts'
export { solanaDevnet, solanaMainnet, solanaTestnet } from './solana.ts'
export { fromViemChain } from './from-viem-chain.ts'

export const ethereum = fromViemChain(mainnet, 'ethereum')
export const ethereumSepolia = fromViemChain(sepolia, 'sepolia')
export const baseMainnet = fromViemChain(base, 'base')
export const arbitrumOne = fromViemChain(arbitrum, 'arbitrum')
export const optimismMainnet = fromViemChain(optimism, 'optimism')
export const polygonMainnet = fromViemChain(polygon, 'polygon')
