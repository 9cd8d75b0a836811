import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { ResolvedConfig } from '../../runtime/config/index.ts'
import type { ChainNamespace } from '../../runtime/core/types.ts'
import { ConfigError } from '../../runtime/core/errors.ts'
import { packageFile } from '../package-root.ts'

/**
 * portkit's optional peers a namespace's adapter loads in the browser: an app with that namespace must have
 * installed them, or its build fails on an import it cannot resolve. Checked before anything is generated.
 */
export const NAMESPACE_PEERS: Partial<Record<ChainNamespace, readonly string[]>> = {
  // @polkadot/api is never loaded: it pins the version extension-dapp's own dependency needs (see README).
  polkadot: ['@polkadot/extension-dapp', '@polkadot/util-crypto', '@polkadot/api'],
}

/**
 * Throws a ConfigError naming the `npm install` line when a peer of the config's namespaces does not
 * resolve from portkit's own folder (`from`), where the generated entry's imports resolve from too.
 */
export function checkOptionalPeers(config: ResolvedConfig, from: string | URL = import.meta.url): void {
  for (const namespace of config.adapters) {
    const names = NAMESPACE_PEERS[namespace] ?? []
    const missing = names.filter((name) => !installedBesidePortkit(name, from))
    if (missing.length === 0) continue
    const index = config.networks.findIndex((network) => network.chainNamespace === namespace)
    throw new ConfigError(
      `networks[${index}]`,
      `${namespace} networks need ${missing.join(', ')}, not installed: ${peerInstallLine(names)}`,
    )
  }
}

/** `npm install` of portkit's optional peers `names`, each at the range package.json declares for it. */
export function peerInstallLine(names: readonly string[]): string {
  const { peerDependencies } = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>
  }
  return `npm install ${names.map((name) => `${name}@${peerDependencies[name]}`).join(' ')}`
}

/** Whether `name` resolves from portkit's own folder (`from`), where the generated entry's imports resolve. */
export function installedBesidePortkit(name: string, from: string | URL = import.meta.url): boolean {
  try {
    createRequire(from).resolve(`${name}/package.json`)
    return true
  } catch {
    return false
  }
}
