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
  portkitTools?: string[]
}

const sorted = (deps: Record<string, string>) =>
  Object.fromEntries(Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : 1)))

/**
 * The app's package.json: its name, portkit, and at portkit's own ranges (one source) its peers React and,
 * when the config uses them, WalletConnect and wagmi as dependencies (the browser loads them), and the CLI's tools
 * (`portkitTools`) as devDependencies, so a production install of the app carries none of them.
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
    const used = optionalPeerUsed(peer, config)
    if (!optional || used) pkg.dependencies[peer] = range
  }
  for (const tool of portkit.portkitTools ?? []) pkg.devDependencies[tool] = portkit.devDependencies[tool]!
  pkg.dependencies = sorted(pkg.dependencies)
  pkg.devDependencies = sorted(pkg.devDependencies)
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`)
}

/** Whether the config asks for what needs an optional peer: the walletconnect connector, the wagmi bridge. */
function optionalPeerUsed(peer: string, config: string): boolean {
  if (peer.startsWith('@walletconnect/')) return config.includes("'walletconnect'")
  if (peer === 'wagmi') return config.includes("'wagmi'")
  return true
}
