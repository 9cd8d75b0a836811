import { describe, expect, it } from 'vitest'
import { buildBundle, templateApp } from './template-build.ts'

// Issue 15, generated entry: @coinbase/wallet-sdk is an optional peer. A config without the `coinbase`
// connector ships none of it; one with it has the SDK in a lazy chunk only, never in the entry. A real
// Vite build of the scaffolded app.

const template = templateApp('portkit-coinbase-entry-')

/** Strings only the SDK's code has: its popup's address and its storage scope. */
const SDK_TEXTS = ['keys.coinbase.com', 'CBWSDK']

function buildWith(connectors: string) {
  template.edit('portkit.config.ts', (config) =>
    config.replace(/connectors: \[[^\]]*\]/, `connectors: ${connectors}`),
  )
  return buildBundle(template, /^(@coinbase\/|portkit\/connectors\/)/)
}

describe('generated entry and the Coinbase connector', () => {
  it('an app without coinbase has no wallet-sdk import and no wallet-sdk strings', async () => {
    const { requested, all } = await buildWith("['injected', 'walletconnect']")
    expect(requested.filter((id) => /coinbase/.test(id))).toEqual([])
    for (const text of SDK_TEXTS) expect(all).not.toContain(text)
  }, 120_000)

  it('an app with coinbase loads the SDK in a lazy chunk, not in the entry', async () => {
    const { requested, entry, all } = await buildWith("['injected', 'coinbase']")
    expect(requested).toEqual(expect.arrayContaining(['portkit/connectors/coinbase', '@coinbase/wallet-sdk']))
    for (const text of SDK_TEXTS) {
      expect(all).toContain(text)
      expect(entry).not.toContain(text)
    }
  }, 120_000)
})
