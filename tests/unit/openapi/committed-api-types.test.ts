import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { API_SPECS } from '../../../generator/openapi/api-specs.ts'
import { apiGuardsFileName, generateApiGuards } from '../../../generator/openapi/generate-api-guards.ts'
import { generateApiTypes } from '../../../generator/openapi/generate-api-types.ts'
import { REPO } from '../generator/temp-app.ts'

const fresh = await mkdtemp(join(tmpdir(), 'portkit-api-types-'))
beforeAll(async () => {
  await generateApiTypes(fresh)
  await generateApiGuards(fresh)
})
afterAll(() => rm(fresh, { recursive: true, force: true }))

// The package ships these files (no install script generates them), so they must match openapi/.
it.each(API_SPECS)(
  'runtime/services/api/%s.gen.ts is what openapi/ generates (npm run gen-api)',
  async (name) => {
    const committed = await readFile(join(REPO, 'runtime/services/api', `${name}.gen.ts`), 'utf8')
    expect(committed).toBe(await readFile(join(fresh, `${name}.gen.ts`), 'utf8'))
  },
)

it.each(API_SPECS)(
  'runtime/services/api/%s.guards.gen.ts is what openapi/ generates (npm run gen-api)',
  async (name) => {
    const committed = await readFile(join(REPO, 'runtime/services/api', apiGuardsFileName(name)), 'utf8')
    expect(committed).toBe(await readFile(join(fresh, apiGuardsFileName(name)), 'utf8'))
  },
)
