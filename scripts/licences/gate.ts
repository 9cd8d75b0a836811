import { readFileSync } from 'node:fs'
import { OSI_ALLOWLIST, REVIEWED } from './allowlist.ts'
import { productionTree, readPackage, type InstalledPackage, type PackageJson } from './production-tree.ts'
import { isAllowedExpression } from './spdx.ts'
import { SERVER_PEERS } from '../../server/optional-package.ts'

/**
 * Optional peers the generated entry loads in the browser when the config asks (WalletConnect for the
 * `walletconnect` connector, web3.js for a Solana network, btc-signer for a Bitcoin one, extension-dapp and
 * util-crypto for a Polkadot one, the Coinbase SDK for the `coinbase` connector): a host app using them ships
 * their trees.
 * wagmi is the host's own library, which the bridge only adapts to.
 */
const BROWSER_PEERS = [
  '@walletconnect/universal-provider',
  '@walletconnect/core',
  '@walletconnect/safe-json',
  '@solana/web3.js',
  '@scure/btc-signer',
  '@polkadot/extension-dapp',
  '@polkadot/util-crypto',
  '@coinbase/wallet-sdk',
]

/**
 * What a host app's production install receives from portkit: its dependencies, its required peers
 * (React), the optional peers the browser loads (BROWSER_PEERS) and those `portkit serve` loads where the
 * host runs it (SERVER_PEERS: PostgreSQL, Redis, SMTP clients), when installed. The CLI's tools
 * (`portkitTools`) are the app's devDependencies: not shipped.
 */
export function hostAppRoots(portkit: PackageJson): { name: string; optional: boolean }[] {
  const optional = (name: string) => portkit.peerDependenciesMeta?.[name]?.optional === true
  const shipped = [...BROWSER_PEERS, ...SERVER_PEERS] as string[]
  const peers = Object.keys(portkit.peerDependencies ?? {})
    .filter((name) => !optional(name) || shipped.includes(name))
    .map((name) => ({ name, optional: optional(name) }))
  return [...Object.keys(portkit.dependencies ?? {}).map((name) => ({ name, optional: false })), ...peers]
}

export interface LicenceViolation {
  name: string
  version: string
  license: string
  /** The first line of the package's licence file, which names a vendor licence when the field does not. */
  licenseFileTitle?: string
}

export interface GateResult {
  packages: InstalledPackage[]
  violations: LicenceViolation[]
}

/** The production tree of `rootDir`'s package.json (installed under rootDir/node_modules), judged. */
export function runLicenceGate(rootDir: string, allowed = OSI_ALLOWLIST): GateResult {
  const packages = productionTree(rootDir, hostAppRoots(readPackage(rootDir)))
  return { packages, violations: judge(packages, allowed) }
}

export function judge(packages: InstalledPackage[], allowed = OSI_ALLOWLIST): LicenceViolation[] {
  return packages
    .filter((installed) => !isAllowedExpression(installed.license, allowed))
    .filter((installed) => REVIEWED[`${installed.name}@${installed.version}`] === undefined)
    .map(({ name, version, license, licenseFile }) => ({
      name,
      version,
      license,
      ...(licenseFile ? { licenseFileTitle: firstLine(licenseFile) } : {}),
    }))
}

function firstLine(file: string): string | undefined {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.replace(/^[#\s*]+|[\s*]+$/g, ''))
    .find((line) => line !== '')
}

/** One line per violation: package, version, licence, and the licence file's title when there is one. */
export function describeViolations(violations: LicenceViolation[]): string {
  return violations
    .map(
      (v) => `${v.name}@${v.version}: ${v.license}${v.licenseFileTitle ? ` ("${v.licenseFileTitle}")` : ''}`,
    )
    .join('\n')
}
