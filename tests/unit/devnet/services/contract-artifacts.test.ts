import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { AbiItem } from 'viem'
import { formatAbiItem } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { devnetCollection1155Artifact } from '../../../../devnet/contracts/devnet-collection1155.artifact.ts'
import { devnetCollection721Artifact } from '../../../../devnet/contracts/devnet-collection721.artifact.ts'
import { devnetPriceFeedArtifact } from '../../../../devnet/contracts/devnet-price-feed.artifact.ts'
import { devnetWethArtifact } from '../../../../devnet/contracts/devnet-weth.artifact.ts'
import { loadUniswapArtifacts } from '../../../../devnet/contracts/uniswap-artifacts.ts'
import { sessionAccountArtifact } from '../../../../devnet/contracts/session-account.artifact.ts'
import { AGGREGATOR_V3_ABI } from '../../../../server/contracts/aggregator-v3.ts'
import { ERC1155_ABI, ERC721_ENUMERABLE_ABI } from '../../../../server/contracts/nft-collections.ts'
import { SESSION_ACCOUNT_ABI } from '../../../../server/contracts/session-account.ts'
import {
  QUOTER_V2_ABI,
  SWAP_ROUTER_02_ABI,
  UNISWAP_V3_FACTORY_ABI,
  UNISWAP_V3_POOL_ABI,
  WETH9_ABI,
} from '../../../../server/contracts/uniswap-v3.ts'
import { compileContractArtifacts, CONTRACTS_DIR } from '../../../../scripts/compile-contracts.ts'

describe('fixture contract artifacts', () => {
  it('are what compiling the committed Solidity gives (run scripts/compile-contracts.ts after editing a .sol)', async () => {
    const artifacts = await compileContractArtifacts()
    expect([...artifacts.keys()].sort()).toEqual([
      'devnet-avatar-nft.artifact.ts',
      'devnet-collection1155.artifact.ts',
      'devnet-collection721.artifact.ts',
      'devnet-ens-registry.artifact.ts',
      'devnet-ens-resolver.artifact.ts',
      'devnet-liquidity-minter.artifact.ts',
      'devnet-price-feed.artifact.ts',
      'devnet-universal-resolver.artifact.ts',
      'devnet-weth.artifact.ts',
      'fixture-smart-account-factory.artifact.ts',
      'fixture-smart-account.artifact.ts',
      'fixture-token.artifact.ts',
      'multicall3.artifact.ts',
      'session-account.artifact.ts',
    ])
    for (const [file, text] of artifacts)
      expect(readFileSync(join(CONTRACTS_DIR, file), 'utf8'), file).toBe(text)
    // solc (WebAssembly) compiles all fourteen contracts in one go: seconds alone, far longer beside a busy suite.
  }, 120_000)
})

describe("the server's contract interfaces", () => {
  const loaded = loadUniswapArtifacts()
  if (!('artifacts' in loaded)) throw new Error(`missing devDependencies: ${loaded.missing.join(', ')}`)
  const uniswap = loaded.artifacts
  // UniswapV3Pool is not deployed from an artifact (the factory creates pools), so it is read here only.
  const poolArtifact = loadUniswapPoolAbi()
  const signatures = (abi: readonly AbiItem[]) =>
    abi.flatMap((item) => (item.type === 'event' || item.type === 'function' ? [formatAbiItem(item)] : []))

  it.each([
    ['session account', SESSION_ACCOUNT_ABI, sessionAccountArtifact.abi],
    ['Uniswap v3 factory', UNISWAP_V3_FACTORY_ABI, uniswap.factory.abi],
    ['Uniswap v3 pool', UNISWAP_V3_POOL_ABI, poolArtifact],
    ['QuoterV2', QUOTER_V2_ABI, uniswap.quoterV2.abi],
    ['SwapRouter02', SWAP_ROUTER_02_ABI, uniswap.swapRouter02.abi],
    ['WETH', WETH9_ABI, devnetWethArtifact.abi],
    ['price feed', AGGREGATOR_V3_ABI, devnetPriceFeedArtifact.abi],
    ['ERC-721 collection', ERC721_ENUMERABLE_ABI, devnetCollection721Artifact.abi],
    ['ERC-1155 collection', ERC1155_ABI, devnetCollection1155Artifact.abi],
  ] as const)('the devnet %s implements every item the data API calls or decodes', (_, used, compiled) => {
    const implemented = new Set(signatures(compiled as readonly AbiItem[]))
    expect(signatures(used).filter((signature) => !implemented.has(signature))).toEqual([])
  })
})

function loadUniswapPoolAbi(): readonly AbiItem[] {
  const require = createRequire(import.meta.url)
  return (
    require('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json') as { abi: AbiItem[] }
  ).abi
}
