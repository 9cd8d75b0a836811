import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import { sourceOfBuilt, templateApp } from './template-build.ts'

// Issue 26: what the account data without a data API brought (the ENSIP-15 normaliser the ENS profile read
// checks names with, the token lists and the reads over the RPC), and what only runs once the visitor
// connects or opens the modal (the identity lookups, the token reads, the catalogue service's client, the
// avatar rule) are lazy chunks: the initial JS (the entry chunk and the chunks it imports) stays as small
// as before the issue. A real Vite build of the scaffolded app with its default features.

const template = templateApp('portkit-initial-js-')

/** Modules (repository sources, or packages under node_modules/) only lazy chunks may hold. */
const LAZY_ONLY = [
  'node_modules/@adraffy/ens-normalize/',
  'runtime/core/validation/ens-normalize.ts',
  'runtime/adapters/eip155/ens-profile.ts',
  'runtime/services/token-lists/token-list-source.ts',
  'runtime/services/token-lists/token-list.ts',
  'runtime/services/token-lists/default-lists.ts',
  'runtime/features/tokens/chain-reads.ts',
  'runtime/controllers/token-reads.ts',
  'runtime/controllers/chain-tokens.ts',
  'runtime/services/balance-wallet-assets.ts',
  'runtime/features/identity/identity-controller.ts',
  'runtime/controllers/identity.ts',
  'runtime/controllers/identity-fallbacks.ts',
  'runtime/services/identity.ts',
  'runtime/services/identity-avatar.ts',
  'runtime/services/catalogue-api-source.ts',
  'runtime/core/avatar-image-url.ts',
]

interface Chunk {
  fileName: string
  isEntry: boolean
  /** The chunks it imports statically: loaded with it. */
  imports: string[]
  /** Its modules with code in it (after tree-shaking): repository sources, or ids under node_modules/. */
  modules: string[]
}

async function buildChunks(): Promise<Chunk[]> {
  const chunks: Chunk[] = []
  const collect: Plugin = {
    name: 'collect-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => {
            const path = id.replace(/\?.*$/, '')
            return sourceOfBuilt(path) ?? path.slice(path.lastIndexOf('node_modules/'))
          })
        chunks.push({ fileName: output.fileName, isEntry: output.isEntry, imports: output.imports, modules })
      }
    },
  }
  await template.build([collect])
  return chunks
}

const holds = (chunk: Chunk, module: string) =>
  chunk.modules.some((id) => (module.endsWith('/') ? id.startsWith(module) : id === module))

/** The initial JS: the entry chunk and every chunk it imports statically, as the page loads them up front. */
function initialChunks(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initial = new Set(chunks.filter((chunk) => chunk.isEntry))
  for (const chunk of initial)
    for (const name of chunk.imports) if (byName.has(name)) initial.add(byName.get(name)!)
  return [...initial]
}

describe('the initial JS of the scaffolded app', () => {
  it('holds none of the account data reads, the name normaliser, the token lists or the catalogue client; lazy chunks do', async () => {
    const chunks = await buildChunks()
    expect(chunks.filter((chunk) => chunk.isEntry)).toHaveLength(1)
    const initial = initialChunks(chunks)
    for (const module of LAZY_ONLY) {
      expect(
        initial.filter((chunk) => holds(chunk, module)).map((chunk) => chunk.fileName),
        `${module} in the initial JS`,
      ).toEqual([])
      expect(
        chunks.some((chunk) => !initial.includes(chunk) && holds(chunk, module)),
        `${module} in a lazy chunk`,
      ).toBe(true)
    }
  }, 180_000)
})
