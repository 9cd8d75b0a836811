import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'

// tests/spec/README.md maps every spec rule to the tests that drive it: a path it names that does not exist
// (a test renamed or deleted) would leave a rule pointing at nothing.

const SPEC_DIR = join(REPO, 'tests', 'spec')

function namedTestFiles(): string[] {
  const readme = readFileSync(join(SPEC_DIR, 'README.md'), 'utf8')
  const paths = [...readme.matchAll(/`([^`\s]+\.(?:test|spec)\.tsx?)(?::\d+)?`/g)].map((match) => match[1]!)
  return [...new Set(paths)]
}

describe('tests/spec/README.md', () => {
  it('names only test files that exist (paths relative to tests/spec/)', () => {
    const named = namedTestFiles()
    expect(named.length).toBeGreaterThan(150)
    expect(named.filter((path) => !existsSync(resolve(SPEC_DIR, path)))).toEqual([])
  })
})
