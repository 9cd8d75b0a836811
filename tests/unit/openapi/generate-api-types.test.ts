import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_SPECS, apiSpecUrl } from '../../../generator/openapi/api-specs.ts'
import { generateApiTypes } from '../../../generator/openapi/generate-api-types.ts'

const tempRoot = await mkdtemp(join(tmpdir(), 'portkit-gen-api-'))
afterAll(() => rm(tempRoot, { recursive: true, force: true }))

async function readAll(files: string[]): Promise<Buffer[]> {
  return Promise.all(files.map((f) => readFile(f)))
}

describe('generateApiTypes', () => {
  // A folder that does not exist yet: the generator must create it.
  const first = join(tempRoot, 'first', 'nested')
  const second = join(tempRoot, 'second')
  let written: string[]

  beforeAll(async () => {
    written = await generateApiTypes(first)
  })

  it('writes one <spec>.gen.ts per contract and returns their paths', () => {
    expect(API_SPECS).toEqual(['data-api', 'catalogue-api', 'analytics-api', 'auth-api'])
    expect(written).toEqual(API_SPECS.map((name) => join(first, `${name}.gen.ts`)))
  })

  it('is byte-identical across runs', async () => {
    const again = await generateApiTypes(second)
    const [a, b] = [await readAll(written), await readAll(again)]
    for (const [i, name] of API_SPECS.entries()) {
      expect(a[i]!.length, name).toBeGreaterThan(0)
      expect(a[i]!.equals(b[i]!), name).toBe(true)
    }
  })

  it.each(API_SPECS.map((name, i) => [name, i] as const))(
    '%s: starts with the do-not-edit header and holds every path and operationId of the YAML',
    async (name, i) => {
      const source = await readFile(written[i]!, 'utf8')
      const [firstLine] = source.split('\n')
      expect(firstLine).toMatch(/^\/\/ .*Do not edit\.$/i)
      expect(firstLine).toContain(`openapi/${name}.yaml`)
      expect(source.split('\n')[1]).toBe('export interface paths {')

      const doc = parse(await readFile(apiSpecUrl(name), 'utf8')) as {
        paths: Record<string, Record<string, { operationId: string }>>
      }
      const paths = Object.keys(doc.paths)
      expect(paths.length).toBeGreaterThan(0)
      for (const path of paths) {
        expect(source).toContain(`    "${path}": {`)
        for (const op of Object.values(doc.paths[path]!)) {
          expect(source).toContain(`: operations["${op.operationId}"];`)
          expect(source).toContain(`    ${op.operationId}: {`)
        }
      }
    },
  )

  it('emits the spec paths and schemas the runtime relies on', async () => {
    const [data, catalogue, analytics] = await Promise.all(written.map((f) => readFile(f, 'utf8')))
    expect(data).toContain('"/v1/account/{address}/balance": {')
    expect(data).toContain('get: operations["getBalance"];')
    expect(data).toMatch(/TokenBalance: \{[^}]*quantity: \{\s*decimals: string;\s*numeric: string;/)
    expect(catalogue).toMatch(/WalletEntry: \{[^}]*rdns: string \| null;/)
    expect(analytics).toContain('post: operations["sendEvent"];')
  })
})
