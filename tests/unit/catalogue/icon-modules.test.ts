import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogueIconModules, ICON_MODULES_DIR } from '../../../scripts/catalogue-modules.ts'

// Issue 26: the bundled catalogue's icon modules are generated from catalogue/ (`npm run gen-catalogue`);
// committed ones that differ from what the generator writes fail here, so a catalogue change is never
// shipped with stale or missing icons.
describe('bundled catalogue: generated icon modules', () => {
  const modules = catalogueIconModules()

  it('are the files the generator writes, and no others', () => {
    for (const [path, text] of modules) expect(readFileSync(join(ICON_MODULES_DIR, path), 'utf8')).toBe(text)
    const onDisk = readdirSync(join(ICON_MODULES_DIR, 'icons')).map((name) => `icons/${name}`)
    expect(onDisk.sort()).toEqual([...modules.keys()].filter((path) => path.startsWith('icons/')).sort())
  })

  it('each holds one inline SVG or PNG image', () => {
    for (const [path, text] of modules) {
      if (!path.startsWith('icons/')) continue
      expect(text).toMatch(/^\/\/ Generated .*\nexport default "data:image\/(svg\+xml,|png;base64,)[^"]+"\n$/)
    }
  })
})
