import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { API_SPECS, apiSpecUrl, apiTypesFileName, type ApiSpecName } from './api-specs.ts'

/** One fixed line: no timestamp or absolute path, so output is byte-identical across runs and machines. */
function header(name: ApiSpecName): string {
  return `// Generated from openapi/${name}.yaml by generator/openapi/generate-api-types.ts. Do not edit.\n`
}

/** Writes `<outDir>/<spec>.gen.ts` (openapi-typescript `paths`, `components`, `operations`) for every spec. */
export async function generateApiTypes(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true })
  const written: string[] = []
  for (const name of API_SPECS) {
    const ast = await openapiTS(apiSpecUrl(name), { silent: true })
    const file = join(outDir, apiTypesFileName(name))
    await writeFile(file, header(name) + astToString(ast))
    written.push(file)
  }
  return written
}
