import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * What an app installs for the devnet's EVM node: foundry's wrapper, whose optionalDependencies are the
 * per-platform builds, so npm installs the build of the machine it runs on (macOS, Windows, ARM Linux).
 */
export const ANVIL_PACKAGE = '@foundry-rs/anvil'

/**
 * The Linux x64 build alone, which this repository installs itself: the registry the project's CI uses serves
 * only that build, so a lock file made there lacks the wrapper's other builds and `npm ci` refuses it
 * (LOCAL-PARTS.md). An app gets ANVIL_PACKAGE at this package's range instead: the builds share the version.
 */
export const ANVIL_LINUX_X64_PACKAGE = '@foundry-rs/anvil-linux-amd64'

/** foundry's names for Node's `process.arch` in its per-platform package names. */
const FOUNDRY_ARCH: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/** The per-platform build of anvil for a platform, e.g. `@foundry-rs/anvil-darwin-arm64`. */
export function anvilPlatformPackage(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return `${ANVIL_PACKAGE}-${platform}-${FOUNDRY_ARCH[arch] ?? arch}`
}

/**
 * The anvil binary of this machine: its per-platform build, found from portkit's folder (`from`) as Node's
 * lookup finds it, beside the wrapper (npm puts it there when it cannot hoist it), or the binary the wrapper's
 * install script downloads when the build was not installed. Undefined when none is installed.
 */
export function findAnvilBinary(
  from: string | URL = import.meta.url,
  platform: string = process.platform,
  arch: string = process.arch,
): string | undefined {
  const binary = platform === 'win32' ? 'anvil.exe' : 'anvil'
  const build = anvilPlatformPackage(platform, arch)
  const require = createRequire(from)
  const wrapper = packageFolder(ANVIL_PACKAGE, require.resolve.paths(ANVIL_PACKAGE) ?? [])
  const candidates = [
    packageFolder(build, require.resolve.paths(build) ?? []),
    wrapper && packageFolder(build, [join(wrapper, 'node_modules')]),
  ].map((folder) => folder && join(folder, 'bin', binary))
  return [...candidates, wrapper && join(wrapper, binary)].find(
    (path) => path !== undefined && existsSync(path),
  )
}

/** The folder of `name` in the first of `nodeModules` folders that holds it. */
function packageFolder(name: string, nodeModules: readonly string[]): string | undefined {
  return nodeModules.map((dir) => join(dir, name)).find((dir) => existsSync(join(dir, 'package.json')))
}
