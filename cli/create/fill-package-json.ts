import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ANVIL_LINUX_X64_PACKAGE, ANVIL_PACKAGE } from '../../devnet/anvil-package.ts'
import type { ScaffoldOptions } from './scaffold.ts'
import { packageFile } from '../../generator/package-root.ts'
import { SERVER_PEERS } from '../../server/optional-package.ts'

interface PackageJson {
  name: string
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
  portkitTools?: string[]
  overrides?: Record<string, Record<string, string>>
}

/** wagmi's own required peers, which an app using wagmi declares beside it (wagmi's install guide). */
const WAGMI_PEERS = ['viem', '@tanstack/react-query']

/** `^2.19.5 || ^3.7.7` -> `^3.7.7`: the last (newest) alternative of a peer range. */
const newestMajor = (range: string) => range.split('||').at(-1)!.trim()

const sorted = (deps: Record<string, string>) =>
  Object.fromEntries(Object.entries(deps).sort(([a], [b]) => (a < b ? -1 : 1)))

/**
 * The app's package.json: its name, portkit, and at portkit's own ranges (one source) its peers React and,
 * when the config uses them, WalletConnect and wagmi (with wagmi's own peers viem and TanStack Query) as
 * dependencies (the browser loads them), and the CLI's tools (`portkitTools`) as devDependencies, so a
 * production install of the app carries none of them (anvil as the wrapper that installs the machine's
 * build). A peer range naming several majors (wagmi's `^2 || ^3`) gives a new app the newest.
 */
export async function fillPackageJson(file: string, { name, portkitSpec }: ScaffoldOptions): Promise<void> {
  const portkit = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as PackageJson
  const config = await readFile(join(dirname(file), 'portkit.config.ts'), 'utf8')
  const pkg = JSON.parse(await readFile(file, 'utf8')) as PackageJson
  pkg.name = name
  pkg.dependencies.portkit = portkitSpec
  for (const [peer, range] of Object.entries(portkit.peerDependencies ?? {})) {
    const optional = portkit.peerDependenciesMeta?.[peer]?.optional === true
    const used = optionalPeerUsed(peer, config)
    if (!optional || used) pkg.dependencies[peer] = newestMajor(range)
  }
  // WalletConnect 2.21.8's utils pin viem 2.31.0 exactly: without this the app installs a second viem
  // (with its own ox and abitype, ~40 MiB) beside portkit's. viem 2 keeps its API within the major.
  if (optionalPeerUsed('@walletconnect/universal-provider', config))
    pkg.overrides = { ...pkg.overrides, '@walletconnect/utils': { viem: portkit.dependencies.viem! } }
  if (optionalPeerUsed('wagmi', config)) {
    for (const peer of WAGMI_PEERS)
      pkg.dependencies[peer] = portkit.dependencies[peer] ?? portkit.devDependencies[peer]!
  }
  for (const tool of portkit.portkitTools ?? [])
    pkg.devDependencies[appTool(tool)] = portkit.devDependencies[tool]!
  pkg.dependencies = sorted(pkg.dependencies)
  pkg.devDependencies = sorted(pkg.devDependencies)
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`)
}

/**
 * The package an app installs for one of the CLI's tools: anvil's wrapper, which brings the build of the
 * machine it installs on, where this repository installs the Linux x64 build alone.
 */
const appTool = (tool: string) => (tool === ANVIL_LINUX_X64_PACKAGE ? ANVIL_PACKAGE : tool)

/**
 * Whether the config asks for what needs an optional peer: the walletconnect connector, the wagmi bridge,
 * a Solana network (web3.js), a Bitcoin network (btc-signer), a Polkadot one (the @polkadot packages), the
 * coinbase connector (wallet-sdk).
 */
function optionalPeerUsed(peer: string, config: string): boolean {
  if (peer.startsWith('@walletconnect/')) return config.includes("'walletconnect'")
  if (peer === '@solana/web3.js') return /solana/i.test(config)
  if (peer === '@scure/btc-signer') return /bitcoin/i.test(config)
  if (peer.startsWith('@polkadot/')) return /polkadot|kusama|westend/i.test(config)
  if (peer === 'wagmi') return config.includes("'wagmi'")
  if (peer === '@coinbase/wallet-sdk') return config.includes("'coinbase'")
  // Installed where the host runs `portkit serve`, not in the app.
  if ((SERVER_PEERS as readonly string[]).includes(peer)) return false
  return true
}
