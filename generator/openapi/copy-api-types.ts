import { copyFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PortkitError } from '../../runtime/core/errors.ts'
import { API_SPECS, apiTypesFileName, PREBUILT_API_TYPES_DIR } from './api-specs.ts'

/** The package was installed without the types scripts/gen-api.ts writes (a checkout before `npm install`). */
export class ApiTypesMissingError extends PortkitError {
  override name = 'ApiTypesMissingError'
  constructor(file: string, options: { cause: unknown }) {
    super(
      `${file} is missing: run \`npm install\` in the portkit checkout (it runs scripts/gen-api.ts)`,
      options,
    )
  }
}

/**
 * Copies the prebuilt `<spec>.gen.ts` of every contract into `outDir`. The contracts ship with the package,
 * so their types are the same for every app: no need to rerun openapi-typescript on each generate.
 */
export async function copyApiTypes(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true })
  const written: string[] = []
  for (const name of API_SPECS) {
    const source = fileURLToPath(new URL(apiTypesFileName(name), PREBUILT_API_TYPES_DIR))
    const target = join(outDir, apiTypesFileName(name))
    await copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' && error.path === source
        ? new ApiTypesMissingError(source, { cause: error })
        : error
    })
    written.push(target)
  }
  return written
}
