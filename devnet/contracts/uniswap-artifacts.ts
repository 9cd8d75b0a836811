import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/**
 * Uniswap v3's published build artifacts, which the devnet deploys so its swaps are real Uniswap v3 swaps.
 * They are GPL-2.0-or-later (v3-core: BUSL-1.1 past its change date), so they are devnet tools only: this
 * repo's devDependencies, and an app's once it installs UNISWAP_PACKAGES (`npm run demo` does; a scaffolded
 * app leaves them out, as swap-router-contracts brings hardhat along), read from node_modules at run time,
 * never bundled into portkit or a host's build (devnet/services/README.md).
 */
export const UNISWAP_ARTIFACT_FILES = {
  factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  quoterV2: '@uniswap/swap-router-contracts/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
  swapRouter02: '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
} as const

export type UniswapContract = keyof typeof UNISWAP_ARTIFACT_FILES

/** The packages the artifacts come from. */
export const UNISWAP_PACKAGES = [
  ...new Set(Object.values(UNISWAP_ARTIFACT_FILES).map((file) => file.split('/').slice(0, 2).join('/'))),
]

export interface UniswapArtifact {
  abi: Abi
  bytecode: Hex
}

export type UniswapArtifacts = Record<UniswapContract, UniswapArtifact>

/** The artifacts as installed beside portkit; the packages that are missing instead (then: no swaps). */
export function loadUniswapArtifacts(
  from: string | URL = import.meta.url,
): { artifacts: UniswapArtifacts } | { missing: string[] } {
  const require = createRequire(from)
  const artifacts: Partial<UniswapArtifacts> = {}
  const missing = new Set<string>()
  for (const [contract, file] of Object.entries(UNISWAP_ARTIFACT_FILES) as [UniswapContract, string][]) {
    try {
      artifacts[contract] = require(file) as UniswapArtifact
    } catch {
      missing.add(UNISWAP_PACKAGES.find((name) => file.startsWith(`${name}/`))!)
    }
  }
  return missing.size > 0 ? { missing: [...missing] } : { artifacts: artifacts as UniswapArtifacts }
}
