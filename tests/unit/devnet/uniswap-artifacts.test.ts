import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { loadUniswapArtifacts } from '../../../devnet/contracts/uniswap-artifacts.ts'

describe("the devnet's Uniswap v3 artifacts", () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'portkit-no-uniswap-'))
  afterAll(() => rmSync(elsewhere, { recursive: true, force: true }))

  it('are read from the installed @uniswap packages, with bytecode to deploy', () => {
    const loaded = loadUniswapArtifacts()
    if (!('artifacts' in loaded)) throw new Error(`missing ${loaded.missing.join(', ')}`)
    for (const artifact of Object.values(loaded.artifacts))
      expect(artifact.bytecode).toMatch(/^0x[0-9a-f]{1000,}$/)
  })

  it('name the missing packages where they are not installed (the devnet then starts without swaps)', () => {
    expect(loadUniswapArtifacts(pathToFileURL(join(elsewhere, 'portkit.js')))).toEqual({
      missing: ['@uniswap/v3-core', '@uniswap/swap-router-contracts'],
    })
  })
})
