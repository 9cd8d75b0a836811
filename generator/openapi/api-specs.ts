import { pathToFileURL } from 'node:url'
import { packageFile } from '../package-root.ts'

/** The service contracts in `openapi/`, by file stem (auth-api: the siwx plugin's sign-in sessions). */
export const API_SPECS = ['data-api', 'catalogue-api', 'analytics-api', 'auth-api'] as const
export type ApiSpecName = (typeof API_SPECS)[number]

// Resolved from the package, not the cwd, so the CLI works from any folder of a host app.
const SPEC_DIR = pathToFileURL(packageFile('openapi/'))

export function apiSpecUrl(name: ApiSpecName): URL {
  return new URL(`${name}.yaml`, SPEC_DIR)
}

/**
 * Where the package keeps the types of every contract, written by scripts/gen-api.ts (`npm run gen-api`),
 * committed and shipped in the tarball: the runtime's own clients import them, and `portkit generate` copies them.
 */
export const PREBUILT_API_TYPES_DIR = pathToFileURL(packageFile('runtime/services/api/'))

export function apiTypesFileName(name: ApiSpecName): string {
  return `${name}.gen.ts`
}
