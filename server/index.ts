/**
 * `portkit/server`: the services `portkit serve` runs, for a host's own Node process. Node only: never
 * import this from a browser bundle.
 */
import { startPortkitServer, type PortkitServer } from './serve/create-portkit-server.ts'
import type { JsonLog } from './serve/json-log.ts'
import { openPortkitHandler, type PortkitHandler } from './serve/portkit-handler.ts'
import type { PortkitServerConfig } from './serve/server-config.ts'

export interface PortkitServerEmbedding {
  /** Where log lines go (one JSON object each); stdout by default. */
  log?: JsonLog
}

/**
 * Starts the services on `config.port`: data, catalogue, analytics and auth APIs, and with `email` the
 * secure frame and its auth service. `close()` drains requests in flight, then closes the database.
 */
export function createPortkitServer(
  config: PortkitServerConfig,
  { log }: PortkitServerEmbedding = {},
): Promise<PortkitServer> {
  return startPortkitServer(config, log ? { log } : {})
}

/**
 * The same services as a request handler for the host's own HTTP server, e.g.
 * `http.createServer(portkit.handle)`, or under a path prefix (then `publicUrl` ends with it and the host
 * strips it from `request.url`, as Express's `app.use('/portkit', portkit.handle)` does). On shutdown:
 * stop the HTTP server, `await portkit.idle()`, then `await portkit.close()`.
 */
export function createPortkitHandler(
  config: PortkitServerConfig,
  { log }: PortkitServerEmbedding = {},
): Promise<PortkitHandler> {
  return openPortkitHandler(config, log ? { log } : {})
}

export type { PortkitHandler, PortkitServer }
export type { JsonLog, LogLevel } from './serve/json-log.ts'
export {
  DEFAULT_DRAIN_MS,
  DEFAULT_PORT,
  ServerConfigError,
  serverConfigFromEnv,
  type AppleSigningKey,
  type PortkitServerConfig,
  type ServerRateLimits,
  type SocialLoginSettings,
  type SocialProviderSettings,
} from './serve/server-config.ts'
export { DEFAULT_RATE_LIMITS } from './rate-limit/default-rate-limits.ts'
export type { ServedUrls } from './serve/service-mounts.ts'
export type {
  ChainSource,
  PricedCurrency,
  SolanaChainSource,
  SplTokenSource,
  TokenSource,
} from './data-api/chain-source.ts'
export {
  DEFAULT_FEED_MAX_AGE_SECONDS,
  type PriceFeed,
  type PriceFeedOnChain,
} from './data-api/prices/price-feed.ts'
export type {
  CoinbaseOnrampSettings,
  DevnetOnrampSettings,
  MeldOnrampSettings,
  OnrampSettings,
} from './data-api/onramp/onramp-settings.ts'
export type { WalletCatalogue } from './catalogue-api/wallet-catalogue.ts'
export type { SmartAccountSponsor } from './email-auth/smart-account-sponsor.ts'
