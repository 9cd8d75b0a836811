import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AbiItem } from 'viem'
import { formatAbiItem } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { devnetPriceFeedArtifact } from '../../../../devnet/contracts/devnet-price-feed.artifact.ts'
import { fixtureSwapRouterArtifact } from '../../../../devnet/contracts/fixture-swap-router.artifact.ts'
import { sessionAccountArtifact } from '../../../../devnet/contracts/session-account.artifact.ts'
import { AGGREGATOR_V3_ABI } from '../../../../server/contracts/aggregator-v3.ts'
import { SESSION_ACCOUNT_ABI } from '../../../../server/contracts/session-account.ts'
import { SWAP_ROUTER_ABI } from '../../../../server/contracts/swap-router.ts'
import { compileContractArtifacts, CONTRACTS_DIR } from '../../../../scripts/compile-contracts.ts'

describe('fixture contract artifacts', () => {
  it('are what compiling the committed Solidity gives (run scripts/compile-contracts.ts after editing a .sol)', async () => {
    const artifacts = await compileContractArtifacts()
    expect([...artifacts.keys()].sort()).toEqual([
      'devnet-avatar-nft.artifact.ts',
      'devnet-ens-registry.artifact.ts',
      'devnet-ens-resolver.artifact.ts',
      'devnet-price-feed.artifact.ts',
      'devnet-universal-resolver.artifact.ts',
      'fixture-smart-account-factory.artifact.ts',
      'fixture-smart-account.artifact.ts',
      'fixture-swap-router.artifact.ts',
      'fixture-token.artifact.ts',
      'multicall3.artifact.ts',
      'session-account.artifact.ts',
    ])
    for (const [file, text] of artifacts)
      expect(readFileSync(join(CONTRACTS_DIR, file), 'utf8'), file).toBe(text)
    // solc (WebAssembly) compiles all eleven contracts in one go: seconds alone, far longer beside a busy suite.
  }, 120_000)
})

describe("the server's contract interfaces", () => {
  const signatures = (abi: readonly AbiItem[]) =>
    abi.flatMap((item) => (item.type === 'event' || item.type === 'function' ? [formatAbiItem(item)] : []))

  it.each([
    ['session account', SESSION_ACCOUNT_ABI, sessionAccountArtifact.abi],
    ['swap router', SWAP_ROUTER_ABI, fixtureSwapRouterArtifact.abi],
    ['price feed', AGGREGATOR_V3_ABI, devnetPriceFeedArtifact.abi],
  ] as const)('the devnet %s implements every item the data API calls or decodes', (_, used, compiled) => {
    const implemented = new Set(signatures(compiled as readonly AbiItem[]))
    expect(signatures(used).filter((signature) => !implemented.has(signature))).toEqual([])
  })
})
