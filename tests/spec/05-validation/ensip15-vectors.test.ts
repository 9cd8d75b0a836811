import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { InvalidEnsNameError } from '../../../runtime/core/errors.ts'
import { normalizeEnsName } from '../../../runtime/core/validation/ens-name.ts'

// The published ENSIP-15 validation suite, read where the peers keep it (not copied into the repo).
const VECTORS_DIR = process.env.PORTKIT_VECTORS_DIR ?? '/work/shared/vectors'

interface Vector {
  name: string
  norm?: string
  error?: boolean
  comment?: string
}

const [metadata, ...vectors] = JSON.parse(
  readFileSync(join(VECTORS_DIR, 'ensip15', 'tests.json'), 'utf8'),
) as [Record<string, string>, ...Vector[]]

const valid = vectors.filter((v) => !v.error && v.norm === undefined)
const normalised = vectors.filter((v) => !v.error && v.norm !== undefined)
const rejected = vectors.filter((v) => v.error === true)

/** Runs every vector of a group and reports the ones that disagree (with their comments). */
function disagreements(group: Vector[], check: (vector: Vector) => boolean): string[] {
  return group
    .filter((vector) => {
      try {
        return !check(vector)
      } catch {
        return true
      }
    })
    .map((vector) => `${JSON.stringify(vector.name)} (${vector.comment ?? 'no comment'})`)
}

describe('spec 5: name resolution is ENSIP-15 (all published vectors)', () => {
  it('reads the suite of normaliser 1.11.1', () => {
    expect(metadata.name).toBe('version')
    expect(metadata.version).toBe('1.11.1')
    expect(valid.length + normalised.length + rejected.length).toBe(vectors.length)
    expect(vectors.length).toBe(38_613)
  })

  it('{name}: valid and already normalised', () => {
    expect(disagreements(valid, (v) => normalizeEnsName(v.name) === v.name)).toEqual([])
    expect(valid.length).toBeGreaterThan(0)
  })

  it('{name, norm}: valid, normalises to norm', () => {
    expect(disagreements(normalised, (v) => normalizeEnsName(v.name) === v.norm)).toEqual([])
    expect(normalised.length).toBeGreaterThan(0)
  })

  it('{name, error: true}: rejected with the catalogue error', () => {
    const accepted = disagreements(rejected, (v) => {
      try {
        normalizeEnsName(v.name)
        return false
      } catch (error) {
        return error instanceof InvalidEnsNameError
      }
    })
    expect(accepted).toEqual([])
    expect(rejected.length).toBeGreaterThan(0)
  })
})
