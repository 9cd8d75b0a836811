import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import type { CatalogueFile } from '../../../runtime/core/catalogue-file.ts'
import { templateApp } from './template-build.ts'

// Issue 26: without a catalogue service the modal bundles Portkit's own catalogue, as lazy chunks only:
// the data in a chunk of its own (never the entry, the chunk the first open loads), each icon in its own
// chunk; a config without All Wallets ships none of it. A real Vite build of the scaffolded app.

const template = templateApp('portkit-catalogue-entry-')

const file = JSON.parse(
  readFileSync(new URL('../../../catalogue/wallets.json', import.meta.url), 'utf8'),
) as CatalogueFile
/** Texts only the catalogue's data has: its wallets' store pages (a site may be named by code too). */
const DATA_TEXTS = file.wallets.flatMap((wallet) => Object.values(wallet.stores ?? {}))

interface Chunk {
  name: string
  code: string
  isEntry: boolean
  isDynamicEntry: boolean
}

async function buildChunks(features: string): Promise<Chunk[]> {
  template.edit('portkit.config.ts', (config) =>
    config.replace(
      /themeMode: 'dark',(\n {2}features: \{[^}]*\},)?/,
      `themeMode: 'dark',\n  features: { ${features} },`,
    ),
  )
  const chunks: Chunk[] = []
  const collect: Plugin = {
    name: 'collect-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          chunks.push({
            name: output.fileName,
            code: output.code,
            isEntry: output.isEntry,
            isDynamicEntry: output.isDynamicEntry,
          })
      }
    },
  }
  await template.build([collect])
  return chunks
}

const holding = (chunks: Chunk[], text: string) => chunks.filter((chunk) => chunk.code.includes(text))

describe('generated entry and the bundled wallet catalogue', () => {
  it('has data to look for', () => {
    expect(DATA_TEXTS.length).toBeGreaterThan(0)
  })

  it('with All Wallets: the data is one lazy chunk, never the entry; every icon a lazy chunk of its own', async () => {
    const chunks = await buildChunks('allWallets: true')
    const entry = chunks.filter((chunk) => chunk.isEntry)
    expect(entry).toHaveLength(1)
    for (const text of DATA_TEXTS) {
      expect(entry[0]!.code).not.toContain(text)
      const holders = holding(chunks, text)
      expect(holders).toHaveLength(1)
      expect(holders[0]!.isDynamicEntry).toBe(true)
    }
    // One data chunk holds every wallet's store pages.
    expect(new Set(DATA_TEXTS.map((text) => holding(chunks, text)[0]!.name)).size).toBe(1)
    // Chunks are named after their module, icons/<id>.gen.ts.
    for (const wallet of file.wallets.filter((one) => one.icon)) {
      const icon = chunks.filter((chunk) => chunk.name.includes(`/${wallet.id}.gen-`))
      expect(icon).toHaveLength(1)
      expect(icon[0]!.isDynamicEntry).toBe(true)
      expect(icon[0]!.code.match(/data:image\//g)).toHaveLength(1)
    }
  }, 180_000)

  it('without All Wallets: none of the catalogue is built', async () => {
    const chunks = await buildChunks('allWallets: false')
    for (const text of DATA_TEXTS) expect(holding(chunks, text)).toEqual([])
  }, 180_000)
})
