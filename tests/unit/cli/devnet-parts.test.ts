import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { devnetPartsFor } from '../../../cli/dev/devnet-parts.ts'
import { devnetAlpha, devnetBitcoin } from '../../../runtime/networks/index.ts'

// `portkit dev` starts the devnet parts the app's config asks for, and no others.
describe('portkit dev: the devnet parts a config asks for', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  function appWith(config: object): string {
    const dir = mkdtempSync(join(tmpdir(), 'portkit-devnet-parts-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'portkit.config.ts'), `export default ${JSON.stringify(config)}\n`)
    return dir
  }

  it("the Bitcoin regtest API only with the devnet's Bitcoin network", async () => {
    expect(await devnetPartsFor(appWith({ networks: [devnetAlpha, devnetBitcoin] }))).toEqual({
      socialLogin: false,
      bitcoin: true,
    })
    expect(await devnetPartsFor(appWith({ networks: [devnetAlpha] }))).toEqual({
      socialLogin: false,
      bitcoin: false,
    })
  })

  it('the social login stand-ins only with social providers', async () => {
    const parts = await devnetPartsFor(
      appWith({ networks: [devnetAlpha], features: { socials: ['google'] } }),
    )
    expect(parts).toEqual({ socialLogin: true, bitcoin: false })
  })

  it('neither for a config that does not load', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portkit-devnet-parts-'))
    dirs.push(dir)
    expect(await devnetPartsFor(dir)).toEqual({ socialLogin: false, bitcoin: false })
  })
})
