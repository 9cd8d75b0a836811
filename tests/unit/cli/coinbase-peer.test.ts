import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fillPackageJson } from '../../../cli/create/fill-package-json.ts'

// @coinbase/wallet-sdk is an optional peer: a new app depends on it only when its config names the
// `coinbase` connector, at portkit's own range.

const PORTKIT = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  peerDependencies: Record<string, string>
}
let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

async function dependenciesFor(connectors: string): Promise<Record<string, string>> {
  dir = mkdtempSync(join(tmpdir(), 'portkit-coinbase-peer-'))
  writeFileSync(join(dir, 'portkit.config.ts'), `export default { connectors: ${connectors} }\n`)
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'x', dependencies: {}, devDependencies: {} }),
  )
  await fillPackageJson(join(dir, 'package.json'), {
    name: 'app',
    portkitSpec: 'file:/x',
  } as Parameters<typeof fillPackageJson>[1])
  return (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  ).dependencies
}

describe('the Coinbase SDK peer in a new app', () => {
  it("is added at portkit's range when the config names 'coinbase'", async () => {
    expect((await dependenciesFor("['injected', 'coinbase']"))['@coinbase/wallet-sdk']).toBe(
      PORTKIT.peerDependencies['@coinbase/wallet-sdk'],
    )
  })

  it('is left out otherwise', async () => {
    expect(await dependenciesFor("['injected']")).not.toHaveProperty('@coinbase/wallet-sdk')
  })
})
