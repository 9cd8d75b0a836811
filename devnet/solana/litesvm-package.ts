import { LITESVM_NATIVE_PACKAGE } from '../manifest.ts'

/** The platforms litesvm publishes a (glibc) native build for, as its wrapper's optionalDependencies list them. */
const LITESVM_BUILDS = new Set(['darwin-x64', 'darwin-arm64', 'linux-x64', 'linux-arm64'])

/**
 * The package of litesvm's native build for a machine (`litesvm-darwin-arm64`, `litesvm-linux-x64-gnu`), which
 * the devnet loads itself; undefined where litesvm has none (Windows). Every build has the version this
 * repository installs of its own (LITESVM_NATIVE_PACKAGE).
 */
export function litesvmNativePackage(
  platform: string = process.platform,
  arch: string = process.arch,
): string | undefined {
  if (!LITESVM_BUILDS.has(`${platform}-${arch}`)) return undefined
  return `litesvm-${platform}-${arch}${platform === 'linux' ? '-gnu' : ''}`
}

export { LITESVM_NATIVE_PACKAGE }
