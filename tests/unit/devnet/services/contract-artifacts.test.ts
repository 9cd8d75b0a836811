import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileContractArtifacts, CONTRACTS_DIR } from '../../../../scripts/compile-contracts.ts'

describe('fixture contract artifacts', () => {
  it('are what compiling the committed Solidity gives (run scripts/compile-contracts.ts after editing a .sol)', async () => {
    const artifacts = await compileContractArtifacts()
    expect([...artifacts.keys()].sort()).toEqual([
      'devnet-avatar-nft.artifact.ts',
      'devnet-ens-registry.artifact.ts',
      'devnet-ens-resolver.artifact.ts',
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
    // solc (WebAssembly) compiles all ten contracts in one go: seconds alone, far longer beside a busy suite.
  }, 120_000)
})
