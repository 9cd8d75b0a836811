import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { networkRpcUrls } from '../../runtime/config/rpc-urls.ts'
import { ConfigError } from '../../runtime/core/errors.ts'

/** A production build of a network whose RPC URLs only work on the build machine (e.g. the devnet presets). */
export class NoPublicRpcUrlError extends ConfigError {
  override name = 'NoPublicRpcUrlError'
  constructor(index: number, network: ResolvedConfig['networks'][number], urls: string[]) {
    super(
      `networks[${index}].rpcUrls.default.http`,
      `${network.name} (${network.caipNetworkId}) has no public RPC URL, only ${urls.join(', ')}: ` +
        `set customRpcUrls['${network.caipNetworkId}'] to an RPC URL visitors can reach ` +
        `(or use \`portkit build --devnet\` for a test build against the running devnet)`,
    )
  }
}

/**
 * Every network needs at least one RPC URL off the loopback interface: visitors' browsers call it. The
 * URLs are the ones the runtime reads the network through (customRpcUrls first, then the network's own).
 */
export function checkPublicRpcUrls(config: ResolvedConfig): void {
  config.networks.forEach((network, i) => {
    const urls = networkRpcUrls(config, network)
    if (urls.every(isLoopbackUrl)) throw new NoPublicRpcUrlError(i, network, urls)
  })
}

/** URLs only the machine itself can reach. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '0.0.0.0' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  )
}
