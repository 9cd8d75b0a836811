import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..')

/** A subpath export of package.json and the source module the build compiles to its target. */
export interface ExportedModule {
  /** As package.json names it: `./react`, or `./features/*` for each folder the wildcard matches. */
  subpath: string
  /** The concrete subpath (`./features/send`); equal to `subpath` without a wildcard. */
  specifier: string
  /** Repository-relative, e.g. `runtime/react/index.ts`. */
  source: string
}

/**
 * The package's exports, read from package.json (their one source): the build (tsdown.config.ts) mirrors
 * the source tree into dist/, so `./dist/<path>.js` is compiled from `<path>.ts`. A wildcard expands over
 * the folders that exist.
 */
export function exportedModules(): ExportedModule[] {
  const { exports } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import: string }>
  }
  return Object.entries(exports).flatMap(([subpath, target]) => {
    if (typeof target === 'string') return []
    const source = target.import.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts')
    if (!subpath.includes('*')) return [{ subpath, specifier: subpath, source }]
    const [folder] = source.split('*') as [string]
    return readdirSync(join(ROOT, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, source.replace('*', entry.name))))
      .map((entry) => ({
        subpath,
        specifier: subpath.replace('*', entry.name),
        source: source.replace('*', entry.name),
      }))
  })
}
