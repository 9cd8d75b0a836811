import type { DevnetManifest } from '../../devnet/manifest.ts'
import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { checkOptionalPeers } from './check-optional-peers.ts'
import { checkPublicRpcUrls } from './check-public-rpc.ts'
import { loadConfig } from './load-config.ts'
import { resolveConfig } from './validate-config.ts'

/** What the config is resolved for. Nothing is read implicitly: the devnet comes in only when passed. */
export interface ConfigTarget {
  /** The running devnet (`portkit dev`, or `--devnet`): its RPC URLs and services go into the config. */
  manifest?: DevnetManifest
  /** A production build: every network needs an RPC URL visitors can reach. */
  production?: boolean
}

/**
 * The one way generate, build and doctor turn `<appDir>/portkit.config.ts` into a ResolvedConfig, so
 * they accept and reject exactly the same configs.
 */
export async function loadAppConfig(appDir: string, target: ConfigTarget = {}): Promise<ResolvedConfig> {
  const config = resolveConfig(await loadConfig(appDir), target.manifest)
  if (target.production) checkPublicRpcUrls(config)
  checkOptionalPeers(config)
  return config
}
