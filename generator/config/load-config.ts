import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { PortkitError } from '../../runtime/core/errors.ts'
import { isPlainObject } from './checks.ts'

export const CONFIG_FILE = 'portkit.config.ts'

/** The config file is missing, does not load, or does not default-export an object. */
export class ConfigLoadError extends PortkitError {
  override name = 'ConfigLoadError'
}

/**
 * Imports `<appDir>/portkit.config.ts` through tsx, so the host writes TypeScript without a build step.
 * tsImport uses a fresh namespace per call: a second load sees the edited file, not a cached module.
 * Returns the raw default export; resolveConfig decides whether it is valid.
 */
export async function loadConfig(appDir: string): Promise<Record<string, unknown>> {
  const file = join(appDir, CONFIG_FILE)
  if (!existsSync(file)) {
    throw new ConfigLoadError(`No ${CONFIG_FILE} found in ${appDir} (create one, or pass --cwd <app dir>)`)
  }

  let module: Record<string, unknown>
  try {
    const tsconfig = join(appDir, 'tsconfig.json')
    module = await tsImport(pathToFileURL(file).href, {
      parentURL: pathToFileURL(join(appDir, 'noop.js')).href,
      tsconfig: existsSync(tsconfig) ? tsconfig : false,
    })
  } catch (error) {
    throw new ConfigLoadError(`Could not load ${CONFIG_FILE}: ${(error as Error).message}`, { cause: error })
  }

  const exported = unwrapDefault(module)
  if (!isPlainObject(exported)) {
    throw new ConfigLoadError(
      `${CONFIG_FILE} must default-export an object: export default defineConfig({ ... }) (got ${describe(exported)})`,
    )
  }
  return exported
}

/** A config in a package without "type": "module" is compiled to CommonJS, which nests the default once more. */
function unwrapDefault(module: Record<string, unknown>): unknown {
  const value = module.default
  if (isPlainObject(value) && value.__esModule === true && 'default' in value) return value.default
  return value
}

function describe(value: unknown): string {
  if (value === undefined) return 'no default export'
  if (value === null) return 'null'
  return Array.isArray(value) ? 'an array' : typeof value
}
