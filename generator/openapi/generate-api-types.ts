import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'

/** The three service contracts in `openapi/`, by file stem. */
export const API_SPECS = ['data-api', 'catalogue-api', 'analytics-api'] as const
export type ApiSpecName = (typeof API_SPECS)[number]

// Resolved from this module, not the cwd, so the CLI works from any folder of a host app.
const SPEC_DIR = new URL('../../openapi/', import.meta.url)

export function apiSpecUrl(name: ApiSpecName): URL {
  return new URL(`${name}.yaml`, SPEC_DIR)
}

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
    const file = join(outDir, `${name}.gen.ts`)
    await writeFile(file, header(name) + astToString(ast))
    written.push(file)
  }
  return written
}
