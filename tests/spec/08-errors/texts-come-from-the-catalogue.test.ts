import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '../../..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.gen.ts') ? [path] : []
  })
}

/** Lines that build an error from an inline text instead of a catalogue class. */
function inlineErrors(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  )
}

describe('spec 8: every thrown text in the runtime comes from the catalogue', () => {
  it('no `new Error(<text>)` anywhere in the runtime', () => {
    expect(inlineErrors(sources(join(ROOT, 'runtime')), /new Error\(\s*['"`]/)).toEqual([])
  })

  it('no `new PortkitError(<text>)` outside the catalogue itself', () => {
    const floors = [
      'services',
      'state',
      'controllers',
      'adapters',
      'connectors',
      'plugins',
      'features',
      'ui',
      'react',
    ].flatMap((dir) => sources(join(ROOT, 'runtime', dir)))
    expect(
      inlineErrors([...floors, join(ROOT, 'runtime/create-portkit.ts')], /new PortkitError\(\s*['"`]/),
    ).toEqual([])
  })
})
