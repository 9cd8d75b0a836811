import { sep } from 'node:path'
import { portkitVersion } from '../../generator/compose/portkit-version.ts'
import { PACKAGE_ROOT } from '../../generator/package-root.ts'

/**
 * What the scaffold's package.json depends on. Run from a checkout (a clone, not an installed package),
 * the app links that checkout, so the README's commands work before portkit is on the registry; an
 * installed CLI (npx, node_modules) asks the registry for its own version.
 */
export function defaultPortkitSpec(root = PACKAGE_ROOT): string {
  return root.split(sep).includes('node_modules') ? `^${portkitVersion()}` : `file:${root}`
}
