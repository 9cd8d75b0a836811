import { describe, expect, it } from 'vitest'
import { emitIndex } from '../../../generator/compose/emit-index.ts'
import { selectImports } from '../../../generator/compose/select-imports.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { devnetAlpha } from '../../../runtime/networks/index.ts'

// The entry's `onDevnet`: the template shows its devnet note only with it, so a production entry must say
// false (tests/unit/cli/build.test.ts checks the note is then absent from the built JS).

const config = resolveConfig({
  projectId: 'demo',
  metadata: { name: 'Demo', description: '', url: 'http://localhost:5173', icons: [] },
  networks: [devnetAlpha],
})

describe('the generated entry says whether it was generated for the devnet', () => {
  it('exports onDevnet = false by default (production) and true for the devnet', () => {
    expect(emitIndex(selectImports(config))).toContain('export const onDevnet = false')
    expect(emitIndex(selectImports(config), { devnet: true })).toContain('export const onDevnet = true')
  })
})
