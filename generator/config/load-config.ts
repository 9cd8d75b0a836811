import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PortkitError } from '../../runtime/core/errors.ts'
import { isPlainObject } from './checks.ts'

export const CONFIG_FILE = 'portkit.config.ts'

// Node strips types without type information: a type imported without `import type` is looked up at run time.
const STRIPPING_HINT =
  " (the config runs with Node's type stripping: import types with `import type`, and use no enums or namespaces)"
let loads = 0

/** The config file is missing, does not load, or does not default-export an object. */
export class ConfigLoadError extends PortkitError {
  override name = 'ConfigLoadError'
}

/**
 * Imports `<appDir>/portkit.config.ts` with Node's own type stripping (on by default since Node 22.18): no
 * loader or compiler to install, and Node maintains it. The query makes each load a fresh module, so a
 * second load sees the edited file. Returns the raw default export; resolveConfig decides whether it is valid.
 */
export async function loadConfig(appDir: string): Promise<Record<string, unknown>> {
  const file = join(appDir, CONFIG_FILE)
  if (!existsSync(file)) {
    throw new ConfigLoadError(`No ${CONFIG_FILE} found in ${appDir} (create one, or pass --cwd <app dir>)`)
  }

  let module: Record<string, unknown>
  try {
    module = (await import(`${pathToFileURL(file).href}?load=${++loads}`)) as Record<string, unknown>
  } catch (error) {
    throw new ConfigLoadError(`Could not load ${CONFIG_FILE}: ${(error as Error).message}${STRIPPING_HINT}`, {
      cause: error,
    })
  }

  const exported = module.default
  if (!isPlainObject(exported)) {
    throw new ConfigLoadError(
      `${CONFIG_FILE} must default-export an object: export default defineConfig({ ... }) (got ${describe(exported)})`,
    )
  }
  return exported
}

function describe(value: unknown): string {
  if (value === undefined) return 'no default export'
  if (value === null) return 'null'
  return Array.isArray(value) ? 'an array' : typeof value
}
