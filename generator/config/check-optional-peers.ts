import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { BridgeKind, ConnectorKind, ResolvedConfig } from '../../runtime/config/index.ts'
import type { ChainNamespace } from '../../runtime/core/types.ts'
import { ConfigError } from '../../runtime/core/errors.ts'
import { packageFile } from '../package-root.ts'

/**
 * portkit's optional peers a namespace's adapter loads in the browser: an app with that namespace must have
 * installed them, or its build fails on an import it cannot resolve. Checked before anything is generated.
 */
export const NAMESPACE_PEERS: Partial<Record<ChainNamespace, readonly string[]>> = {
  solana: ['@solana/web3.js'],
  bip122: ['@scure/btc-signer'],
  // @polkadot/api is never loaded: it pins the version extension-dapp's own dependency needs (see README).
  polkadot: ['@polkadot/extension-dapp', '@polkadot/util-crypto', '@polkadot/api'],
}

/**
 * The optional peers a connector loads in the browser (coinbase's SDK is checked with the connector's own
 * rules, in validate-connectors).
 */
export const CONNECTOR_PEERS: Partial<Record<ConnectorKind, readonly string[]>> = {
  // The core and safe-json come with universal-provider; Portkit makes the SDK's core and relay socket itself.
  walletconnect: ['@walletconnect/universal-provider', '@walletconnect/core', '@walletconnect/safe-json'],
}

/** The optional peers of a bridge the `adapters` option selects: `portkit/wagmi` imports wagmi itself. */
export const BRIDGE_PEERS: Record<BridgeKind, readonly string[]> = {
  wagmi: ['wagmi'],
}

/** One thing the config asks for that needs optional peers: where the config asks for it, and who needs them. */
interface PeerUse {
  path: string
  needs: string
  peers: readonly string[]
}

function peerUses(config: ResolvedConfig): PeerUse[] {
  const networks = config.adapters.map((namespace) => ({
    path: `networks[${config.networks.findIndex((network) => network.chainNamespace === namespace)}]`,
    needs: `${namespace} networks need`,
    peers: NAMESPACE_PEERS[namespace] ?? [],
  }))
  const connectors = config.connectors.map((kind, i) => ({
    path: `connectors[${i}]`,
    needs: `the ${kind} connector needs`,
    peers: CONNECTOR_PEERS[kind] ?? [],
  }))
  const bridges = (config.bridges ?? []).map((kind) => ({
    path: 'adapters',
    needs: `the ${kind} adapter needs`,
    peers: BRIDGE_PEERS[kind],
  }))
  return [...networks, ...connectors, ...bridges]
}

/**
 * Throws a ConfigError naming the `npm install` line when a peer of what the config asks for (its networks'
 * namespaces, its connectors, its bridges) does not resolve from portkit's own folder (`from`), where the
 * generated entry's imports resolve from too.
 */
export function checkOptionalPeers(config: ResolvedConfig, from: string | URL = import.meta.url): void {
  for (const { path, needs, peers } of peerUses(config)) {
    const missing = peers.filter((name) => !installedBesidePortkit(name, from))
    if (missing.length === 0) continue
    throw new ConfigError(path, `${needs} ${missing.join(', ')}, not installed: ${peerInstallLine(peers)}`)
  }
}

/**
 * `npm install --save-dev` of a devnet package `name` at the range of portkit's own devDependency `rangeOf`
 * (a per-platform build takes the range of the build this repository installs: the builds share versions).
 */
export function devInstallLine(name: string, rangeOf: string = name): string {
  const { devDependencies } = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as {
    devDependencies: Record<string, string>
  }
  return `npm install --save-dev ${name}@${devDependencies[rangeOf]}`
}

/**
 * `npm install` of portkit's optional peers `names`, each at the range package.json declares for it (quoted
 * when the range has spaces, e.g. wagmi's `^2 || ^3`).
 */
export function peerInstallLine(names: readonly string[]): string {
  const { peerDependencies } = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>
  }
  const spec = (name: string) => {
    const range = peerDependencies[name]
    if (range === undefined) throw new Error(`${name} is not a peer dependency of portkit`)
    return `${name}@${range.includes(' ') ? `"${range}"` : range}`
  }
  return `npm install ${names.map(spec).join(' ')}`
}

/**
 * Whether `name` is installed where Node's lookup from portkit's own folder (`from`) finds it, as the generated
 * entry's imports do. Its folder is looked for rather than `name/package.json` resolved: a package whose
 * `exports` leave out ./package.json (WalletConnect's) would not resolve that way.
 */
export function installedBesidePortkit(name: string, from: string | URL = import.meta.url): boolean {
  const folders = createRequire(from).resolve.paths(name) ?? []
  return folders.some((folder) => existsSync(join(folder, name, 'package.json')))
}
