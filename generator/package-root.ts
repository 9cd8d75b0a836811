import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The portkit package's own folder, found by resolving the package's own name (its `exports` lists
 * ./package.json) rather than a fixed `../..`: the same module runs from the checkout's sources and
 * bundled into a chunk of dist/, at another depth.
 */
export const PACKAGE_ROOT = dirname(createRequire(import.meta.url).resolve('portkit/package.json'))

/** A file shipped with the package (package.json, templates, openapi, ...), by its path from the package's folder. */
export function packageFile(path: string): string {
  return join(PACKAGE_ROOT, path)
}
