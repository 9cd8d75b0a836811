import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { ScaffoldOptions } from './scaffold.ts'

interface PackageJson {
  name: string
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}

const sorted = (deps: Record<string, string>) =>
  Object.fromEntries(Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : 1)))

/**
 * The app's package.json: its name, portkit, and portkit's peers at portkit's own ranges (one source):
 * React and, when the config uses it, WalletConnect as dependencies (the browser loads them); the CLI's
 * tools as devDependencies, so a production install of the app carries none of them.
 */
export async function fillPackageJson(file: string, { name, portkitSpec }: ScaffoldOptions): Promise<void> {
  const portkit = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as PackageJson
  const config = await readFile(join(dirname(file), 'portkit.config.ts'), 'utf8')
  const pkg = JSON.parse(await readFile(file, 'utf8')) as PackageJson
  pkg.name = name
  pkg.dependencies.portkit = portkitSpec
  for (const [peer, range] of Object.entries(portkit.peerDependencies ?? {})) {
    const optional = portkit.peerDependenciesMeta?.[peer]?.optional === true
    if (!optional) pkg.dependencies[peer] = range
    else if (peer.startsWith('@walletconnect/')) {
      if (config.includes("'walletconnect'")) pkg.dependencies[peer] = range
    } else pkg.devDependencies[peer] = range
  }
  pkg.dependencies = sorted(pkg.dependencies)
  pkg.devDependencies = sorted(pkg.devDependencies)
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`)
}
