import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

export interface PackageJson {
  name: string
  version: string
  license?: string | { type?: string }
  licenses?: { type?: string }[]
  repository?: string | { url?: string }
  homepage?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

export interface InstalledPackage {
  name: string
  version: string
  /** The declared licence as an SPDX expression, or what stands in its place ("SEE LICENSE IN ..."). */
  license: string
  dir: string
  /** The package's own licence file (LICENSE, LICENCE, COPYING, ... any extension), if it ships one. */
  licenseFile?: string
  pkg: PackageJson
}

export function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson
}

/** package.json's licence in one string: the SPDX field, or the legacy object/array forms. */
export function declaredLicense(pkg: PackageJson): string {
  if (typeof pkg.license === 'string' && pkg.license.trim() !== '') return pkg.license.trim()
  if (typeof pkg.license === 'object' && pkg.license?.type) return pkg.license.type
  const legacy = (pkg.licenses ?? []).map((entry) => entry.type).filter(Boolean)
  if (legacy.length > 0) return legacy.length === 1 ? legacy[0]! : `(${legacy.join(' OR ')})`
  return 'no licence declared'
}

export function findLicenseFile(dir: string): string | undefined {
  const name = readdirSync(dir)
    .filter((file) => /^(licen[cs]e|copying)([.-].*)?$/i.test(file))
    .sort()[0]
  return name === undefined ? undefined : join(dir, name)
}

/** Node's lookup from `fromDir` up to `rootDir`: node_modules/<name> in each folder. */
function resolvePackage(name: string, fromDir: string, rootDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (dir === rootDir || dirname(dir) === dir) return undefined
  }
}

/**
 * Every installed package reachable from `roots` (names resolved from `rootDir`) through dependencies,
 * installed optionalDependencies and required peers: what an install of those roots puts on disk.
 * A root or dependency that is not installed is an error, because the gate would otherwise pass blind.
 */
export function productionTree(
  rootDir: string,
  roots: { name: string; optional?: boolean }[],
): InstalledPackage[] {
  const found = new Map<string, InstalledPackage>()
  const queue = roots.map(({ name, optional = false }) => ({
    name,
    from: rootDir,
    optional,
    by: 'the host app',
  }))
  while (queue.length > 0) {
    const { name, from, optional, by } = queue.shift()!
    const dir = resolvePackage(name, from, rootDir)
    if (!dir) {
      if (optional) continue
      throw new Error(`${name} (needed by ${by}) is not installed under ${rootDir}: run npm ci first`)
    }
    const key = relative(rootDir, dir)
    if (found.has(key)) continue
    const pkg = readPackage(dir)
    found.set(key, {
      name: pkg.name,
      version: pkg.version,
      license: declaredLicense(pkg),
      dir,
      licenseFile: findLicenseFile(dir),
      pkg,
    })
    const by2 = `${pkg.name}@${pkg.version}`
    for (const dep of Object.keys(pkg.dependencies ?? {}))
      queue.push({ name: dep, from: dir, optional: false, by: by2 })
    for (const dep of Object.keys(pkg.optionalDependencies ?? {}))
      queue.push({ name: dep, from: dir, optional: true, by: by2 })
    // npm installs required peers; an optional one arrives only if something else depends on it.
    for (const dep of Object.keys(pkg.peerDependencies ?? {})) {
      if (pkg.peerDependenciesMeta?.[dep]?.optional !== true)
        queue.push({ name: dep, from: dir, optional: false, by: by2 })
    }
  }
  return [...found.values()].sort((a, b) =>
    a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1,
  )
}
