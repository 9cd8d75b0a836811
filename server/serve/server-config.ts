import { readFileSync } from 'node:fs'
import { isAddress, type Hex } from 'viem'
import { PortkitError } from '../../runtime/core/errors.ts'
import type { WalletCatalogue } from '../catalogue-api/wallet-catalogue.ts'
import type { ChainSource, NftCollectionSource, SolanaChainSource } from '../data-api/chain-source.ts'
import type { PriceFeed, PriceFeedOnChain } from '../data-api/prices/price-feed.ts'
import {
  isRemoteOnramp,
  ONRAMP_KEY_VARIABLES,
  type OnrampSettings,
} from '../data-api/onramp/onramp-settings.ts'
import { checkRemoteOnramp, OnrampSettingError } from '../data-api/onramp/remote-onramp-settings.ts'
import type { SmartAccountSponsor } from '../email-auth/smart-account-sponsor.ts'
import { appleSigningKeyObject } from '../email-auth/social/apple-client-secret.ts'
import {
  isLoopbackHttp,
  isOidcProvider,
  OAUTH_ENDPOINT_NAMES,
  SOCIAL_PROVIDERS,
  type AppleSigningKey,
  type SocialProvider,
  type SocialProviderSettings,
} from '../email-auth/social/social-providers.ts'

export type { AppleSigningKey, SocialProviderSettings }
import type { DEFAULT_RATE_LIMITS } from '../rate-limit/default-rate-limits.ts'

type DefaultLimits = typeof DEFAULT_RATE_LIMITS

/** The limits the server applies: the actions of DEFAULT_RATE_LIMITS, each counted by its subjects, with the host's numbers. */
export type ServerRateLimits = {
  [Action in keyof DefaultLimits]: readonly {
    per: DefaultLimits[Action][number]['per']
    limit: number
    windowMs: number
  }[]
}

/**
 * What `portkit serve` and `createPortkitServer` run with (`portkit.server.ts`). Secrets never go here:
 * they come from the environment (serverConfigFromEnv).
 */
export interface PortkitServerConfig {
  /** Where browsers reach this server, e.g. https://portkit.example.com (TLS ends in front of it). */
  publicUrl: string
  /** Default 8787 (PORT). */
  port?: number
  /** Default 0.0.0.0 (HOST). */
  host?: string
  /** PostgreSQL (DATABASE_URL). Without it: embedded PGlite in `dataDir`, for one node only. */
  databaseUrl?: string
  /** Where embedded PGlite keeps its files (PORTKIT_DATA_DIR); default .portkit/server-db. */
  dataDir?: string
  /** Redis for the rate-limit counters (REDIS_URL); without it they are kept in the database. */
  redisUrl?: string
  /** Namespaces the counters in a Redis shared with other applications (PORTKIT_REDIS_KEY_PREFIX). */
  redisKeyPrefix?: string
  /** Behind a load balancer that sets X-Forwarded-For (PORTKIT_TRUST_PROXY=1): limits count the client. */
  trustProxy?: boolean
  /** The EVM chains the data and auth APIs serve. */
  chains?: ChainSource[]
  solana?: SolanaChainSource
  /**
   * The USD feeds (e.g. Chainlink's EUR / USD) of the fiat currencies prices may be asked in besides usd,
   * by lower-case code: `{ eur: { chainId: 1, address: '0xb49f...' } }`. Others get a 400.
   */
  fiatPriceFeeds?: Record<string, PriceFeedOnChain>
  /** Where the data API fetches NFT metadata on ipfs:// (an https gateway); https://ipfs.io by default. */
  ipfsGateway?: string
  /** The wallets the catalogue API lists; Portkit's own catalogue unless given. */
  catalogue?: WalletCatalogue
  /** Signs the smart-session revocations the data API relays (PORTKIT_RELAYER_KEY, a secret). */
  relayerKey?: Hex
  /** Email login: its auth service and the secure frame run only with it. */
  email?: {
    /** smtp(s)://user:password@host:port (PORTKIT_SMTP_URL, a secret). */
    smtpUrl: string
    /** The sender, e.g. `Example <login@example.com>` (PORTKIT_MAIL_FROM). */
    from: string
    /** Social login: the providers visitors sign in with (needs the `openid-client` package). */
    social?: SocialLoginSettings
  }
  /**
   * Who sells the crypto of Buy crypto: the devnet's provider page (`providerUrl`, and the `treasury` its
   * purchases come from, so history can tell them apart), Coinbase or Meld (keys from the environment).
   */
  onramp?: OnrampSettings
  /** Deploys and relays the embedded wallets' smart accounts; without it they are plain EOAs. */
  smartAccountSponsor?: SmartAccountSponsor
  rateLimits?: ServerRateLimits
  /** How long SIGTERM waits for requests in flight before closing their connections (ms). */
  drainMs?: number
}

/** Each provider registers `<publicUrl>/email-auth/v1/social/callback` as its client's redirect URI. */
export interface SocialLoginSettings {
  /** The providers offered, each with the client registered there, e.g. `{ github: { clientId: '…' } }`. */
  providers: Partial<Record<SocialProvider, SocialProviderSettings>>
  /** A Farcaster sign-in relay's channel endpoint (POST opens a channel), for Farcaster login. */
  farcasterRelay?: string
}

export const DEFAULT_PORT = 8787
export const DEFAULT_DRAIN_MS = 10_000

/** A configuration the server refuses to start with; the message names the setting (printed without a stack). */
export class ServerConfigError extends PortkitError {
  override name = 'ServerConfigError'
}

type Env = Record<string, string | undefined>

/** The file's settings with the environment's on top: secrets and deployment values come from there. */
export function serverConfigFromEnv(env: Env, file: Partial<PortkitServerConfig> = {}): PortkitServerConfig {
  const smtpUrl = env.PORTKIT_SMTP_URL ?? file.email?.smtpUrl
  const from = env.PORTKIT_MAIL_FROM ?? file.email?.from
  const social = file.email?.social && socialWithSecrets(env, file.email.social)
  const onramp = file.onramp && onrampWithKeys(env, file.onramp)
  const config: PortkitServerConfig = {
    ...file,
    publicUrl: env.PORTKIT_PUBLIC_URL ?? file.publicUrl ?? '',
    ...optional('port', env.PORT === undefined ? file.port : Number(env.PORT)),
    ...optional('host', env.HOST ?? file.host),
    ...databaseFromEnv(env, file),
    ...optional('redisUrl', env.REDIS_URL ?? file.redisUrl),
    ...optional('redisKeyPrefix', env.PORTKIT_REDIS_KEY_PREFIX ?? file.redisKeyPrefix),
    ...optional(
      'trustProxy',
      env.PORTKIT_TRUST_PROXY === undefined ? file.trustProxy : env.PORTKIT_TRUST_PROXY === '1',
    ),
    ...optional('relayerKey', (env.PORTKIT_RELAYER_KEY as Hex | undefined) ?? file.relayerKey),
    ...(smtpUrl !== undefined || from !== undefined
      ? { email: { smtpUrl: smtpUrl ?? '', from: from ?? '', ...(social ? { social } : {}) } }
      : {}),
    ...optional('onramp', onramp),
  }
  checkServerConfig(config)
  return config
}

/** The environment variable holding `provider`'s client secret. */
export function clientSecretVariable(provider: SocialProvider): string {
  return `PORTKIT_SOCIAL_${provider.toUpperCase()}_CLIENT_SECRET`
}

/** Where Apple's signing key comes from: its PEM text (or a file holding it), its id and its team's. */
const APPLE_KEY_VARIABLES = {
  privateKey: 'PORTKIT_SOCIAL_APPLE_PRIVATE_KEY',
  privateKeyFile: 'PORTKIT_SOCIAL_APPLE_PRIVATE_KEY_FILE',
  keyId: 'PORTKIT_SOCIAL_APPLE_KEY_ID',
  teamId: 'PORTKIT_SOCIAL_APPLE_TEAM_ID',
} as const

/** Each configured provider with its client secret (Apple's: or signing key) from the environment, if set. */
function socialWithSecrets(env: Env, social: SocialLoginSettings): SocialLoginSettings {
  const providers = Object.entries(social.providers).map(([provider, settings]) => {
    const clientSecret = env[clientSecretVariable(provider as SocialProvider)] ?? settings.clientSecret
    const signingKey = (provider === 'apple' && appleSigningKeyFromEnv(env)) || settings.signingKey
    return [
      provider,
      { ...settings, ...optional('clientSecret', clientSecret), ...optional('signingKey', signingKey) },
    ] as const
  })
  return { ...social, providers: Object.fromEntries(providers) }
}

/** A remote provider's keys from the environment, and only from there: a key written in the file is dropped. */
function onrampWithKeys(env: Env, onramp: OnrampSettings): OnrampSettings {
  const fromEnv = (variable: string) => env[variable] || undefined
  if (onramp.provider === 'coinbase') {
    const { keyName: _fileName, privateKey: _fileKey, ...settings } = onramp
    return {
      ...settings,
      ...optional('keyName', fromEnv(ONRAMP_KEY_VARIABLES.coinbaseKeyName)),
      ...optional('privateKey', fromEnv(ONRAMP_KEY_VARIABLES.coinbasePrivateKey)),
    }
  }
  if (onramp.provider === 'meld') {
    const { apiKey: _fileKey, ...settings } = onramp
    return { ...settings, ...optional('apiKey', fromEnv(ONRAMP_KEY_VARIABLES.meldApiKey)) }
  }
  return onramp
}

/**
 * Apple's signing key when any of its variables is set (checkServerConfig then wants all three parts).
 * A key given inline may have its line breaks written as `\n`, as one-line environment files need.
 */
function appleSigningKeyFromEnv(env: Env): AppleSigningKey | undefined {
  const { privateKey, privateKeyFile, keyId, teamId } = APPLE_KEY_VARIABLES
  if ([privateKey, privateKeyFile, keyId, teamId].every((name) => env[name] === undefined)) return undefined
  if (env[privateKey] !== undefined && env[privateKeyFile] !== undefined)
    throw new ServerConfigError(`${privateKey} and ${privateKeyFile} are the same key: give one`)
  return {
    teamId: env[teamId] ?? '',
    keyId: env[keyId] ?? '',
    privateKey:
      env[privateKeyFile] === undefined
        ? (env[privateKey] ?? '').replaceAll('\\n', '\n')
        : readKeyFile(env[privateKeyFile]),
  }
}

function readKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    throw new ServerConfigError(
      `${APPLE_KEY_VARIABLES.privateKeyFile} names a file that cannot be read (${code})`,
    )
  }
}

/** Only where the database is: what one-off commands (migrate, project) need. */
export function databaseFromEnv(
  env: Env,
  file: Partial<PortkitServerConfig> = {},
): Pick<PortkitServerConfig, 'databaseUrl' | 'dataDir'> {
  const databaseUrl = env.DATABASE_URL ?? file.databaseUrl
  if (databaseUrl !== undefined) checkDatabaseUrl(databaseUrl)
  return {
    ...optional('databaseUrl', databaseUrl),
    ...optional('dataDir', env.PORTKIT_DATA_DIR ?? file.dataDir),
  }
}

function optional<Key extends string, Value>(key: Key, value: Value | undefined) {
  return (value === undefined ? {} : { [key]: value }) as { [K in Key]?: Value }
}

/** Refuses what would start a broken server, naming the setting (and never echoing a secret). */
export function checkServerConfig(config: PortkitServerConfig): void {
  const fail = (setting: string, problem: string): never => {
    throw new ServerConfigError(`${setting} ${problem}`)
  }
  if (!isHttpUrl(config.publicUrl) || config.publicUrl.endsWith('/'))
    fail(
      'publicUrl (PORTKIT_PUBLIC_URL)',
      'must be the http(s) URL browsers reach the server at, without a trailing slash',
    )
  if (
    config.port !== undefined &&
    !(Number.isInteger(config.port) && config.port >= 0 && config.port < 65_536)
  )
    fail('port (PORT)', 'must be an integer from 0 to 65535')
  if (config.databaseUrl !== undefined) checkDatabaseUrl(config.databaseUrl)
  if (config.redisUrl !== undefined && !/^rediss?:\/\//.test(config.redisUrl))
    fail('redisUrl (REDIS_URL)', 'must be a redis:// or rediss:// URL')
  if (config.relayerKey !== undefined && !/^0x[0-9a-fA-F]{64}$/.test(config.relayerKey))
    fail('relayerKey (PORTKIT_RELAYER_KEY)', 'must be a 32-byte private key in 0x-prefixed hex')
  if (config.email) {
    if (!/^smtps?:\/\/[^/]/.test(config.email.smtpUrl))
      fail('email.smtpUrl (PORTKIT_SMTP_URL)', 'must be an smtp:// or smtps:// URL')
    if (!/\S+@\S+/.test(config.email.from))
      fail('email.from (PORTKIT_MAIL_FROM)', 'must name a sender address')
    if (config.email.social) checkSocialSettings(config.email.social, fail)
  }
  if (config.onramp) checkOnrampSettings(config.onramp, fail)
  for (const [i, chain] of (config.chains ?? []).entries()) {
    if (chain.caipNetworkId !== `eip155:${chain.chainId}`)
      fail(`chains[${i}].caipNetworkId`, `must be eip155:${chain.chainId}`)
    if (!isHttpUrl(chain.rpcUrl)) fail(`chains[${i}].rpcUrl`, 'must be an http(s) URL')
    if (chain.ensUniversalResolver !== undefined && !isAddress(chain.ensUniversalResolver))
      fail(`chains[${i}].ensUniversalResolver`, 'must be an EVM address')
    for (const [j, collection] of (chain.nftCollections ?? []).entries())
      checkNftCollection(collection, `chains[${i}].nftCollections[${j}]`, fail)
  }
  if (config.ipfsGateway !== undefined && !/^https:\/\/[^/]/.test(config.ipfsGateway))
    fail('ipfsGateway', 'must be an https URL')
  checkPriceFeeds(config, fail)
}

/** A listed NFT collection: an address, a known standard, a name, and for ERC-1155 the ids to read. */
function checkNftCollection(
  collection: NftCollectionSource,
  at: string,
  fail: (setting: string, problem: string) => never,
): void {
  if (!isAddress(collection.address)) fail(`${at}.address`, 'must be an EVM address')
  if (collection.standard !== 'erc721' && collection.standard !== 'erc1155')
    fail(`${at}.standard`, "must be 'erc721' (with ERC-721 Enumerable) or 'erc1155'")
  if (typeof collection.name !== 'string' || collection.name.trim() === '')
    fail(`${at}.name`, 'must name the collection')
  const ids = collection.tokenIds
  if (collection.standard === 'erc1155' && !collection.spam && !(Array.isArray(ids) && ids.length > 0))
    fail(`${at}.tokenIds`, 'must list the ERC-1155 token ids to read (the standard cannot enumerate them)')
  for (const [k, id] of (ids ?? []).entries())
    if (typeof id !== 'string' || !/^[0-9]{1,78}$/.test(id))
      fail(`${at}.tokenIds[${k}]`, 'must be a decimal token id string')
}

/** Every feed must be an address on a served chain, read there (a Solana or fiat feed names its chain). */
function checkPriceFeeds(
  config: PortkitServerConfig,
  fail: (setting: string, problem: string) => never,
): void {
  const served = new Set((config.chains ?? []).map((chain) => chain.chainId))
  const check = (setting: string, feed: PriceFeed | undefined, chainId: number | undefined) => {
    if (!feed) return
    if (!isAddress(feed.address)) fail(`${setting}.address`, 'must be an EVM address')
    const on = feed.chainId ?? chainId
    if (on === undefined || !served.has(on))
      fail(`${setting}.chainId`, 'must name one of the served chains (chains[].chainId)')
    if (feed.maxAgeSeconds !== undefined && !(feed.maxAgeSeconds > 0))
      fail(`${setting}.maxAgeSeconds`, 'must be a positive number of seconds')
  }
  for (const [i, chain] of (config.chains ?? []).entries()) {
    check(`chains[${i}].nativeCurrency.priceFeed`, chain.nativeCurrency.priceFeed, chain.chainId)
    for (const [j, token] of chain.tokens.entries())
      check(`chains[${i}].tokens[${j}].priceFeed`, token.priceFeed, chain.chainId)
  }
  check('solana.nativePriceFeed', config.solana?.nativePriceFeed, undefined)
  for (const [j, token] of (config.solana?.tokens ?? []).entries())
    check(`solana.tokens[${j}].priceFeed`, token.priceFeed, undefined)
  for (const [code, feed] of Object.entries(config.fiatPriceFeeds ?? {})) {
    if (!/^[a-z]{3}$/.test(code))
      fail(`fiatPriceFeeds.${code}`, 'must be keyed by a lower-case currency code')
    check(`fiatPriceFeeds.${code}`, feed, undefined)
  }
}

function checkOnrampSettings(
  onramp: OnrampSettings,
  fail: (setting: string, problem: string) => never,
): void {
  if (isRemoteOnramp(onramp)) {
    try {
      checkRemoteOnramp(onramp)
    } catch (error) {
      if (error instanceof OnrampSettingError) fail(error.setting, error.problem)
      throw error
    }
    return
  }
  if (onramp.provider !== undefined && onramp.provider !== 'devnet')
    fail('onramp.provider', "must be 'devnet', 'coinbase' or 'meld'")
  if (!isHttpUrl(onramp.providerUrl)) fail('onramp.providerUrl', 'must be an http(s) URL')
  if (!isAddress(onramp.treasury)) fail('onramp.treasury', 'must be an EVM address')
}

function checkSocialSettings(
  social: SocialLoginSettings,
  fail: (setting: string, problem: string) => never,
): void {
  for (const [provider, settings] of Object.entries(social.providers)) {
    const at = `email.social.providers.${provider}`
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider))
      fail(at, `is no provider; choose from ${SOCIAL_PROVIDERS.join(', ')}`)
    if (!settings.clientId) fail(`${at}.clientId`, 'must not be empty')
    if (settings.clientSecret === '')
      fail(clientSecretVariable(provider as SocialProvider), 'must not be empty')
    if (provider === 'apple') checkAppleSecret(settings, fail)
    else if (settings.signingKey) fail(`${at}.signingKey`, 'is for Apple alone')
    checkProviderEndpoints(provider as SocialProvider, settings, at, fail)
  }
  if (social.farcasterRelay !== undefined && !isHttpUrl(social.farcasterRelay))
    fail('email.social.farcasterRelay', 'must be an http(s) URL')
}

/**
 * Apple's client secret: a ready-made one, or the key, key id and team id to sign them with, whole and
 * usable. Apple itself takes no public client; a stand-in (`issuer`) may.
 */
function checkAppleSecret(
  { clientSecret, signingKey, issuer }: SocialProviderSettings,
  fail: (setting: string, problem: string) => never,
): void {
  const { privateKey, keyId, teamId } = APPLE_KEY_VARIABLES
  const secretVariable = clientSecretVariable('apple')
  if (!signingKey) {
    if (clientSecret === undefined && issuer === undefined)
      fail(
        'email.social.providers.apple',
        `needs a client secret: ${privateKey} (or ${APPLE_KEY_VARIABLES.privateKeyFile}) with ${keyId} and ${teamId}, or a ready-made ${secretVariable}`,
      )
    return
  }
  if (clientSecret !== undefined)
    fail(secretVariable, `and ${privateKey} both sign Apple’s client in: give one`)
  if (!signingKey.teamId) fail(teamId, 'must be set with the key: it is the client secret’s issuer')
  if (!signingKey.keyId) fail(keyId, 'must be set with the key: it names the key in the client secret')
  if (!signingKey.privateKey)
    fail(privateKey, `(or ${APPLE_KEY_VARIABLES.privateKeyFile}) must be set with ${keyId}`)
  try {
    appleSigningKeyObject(signingKey.privateKey)
  } catch (error) {
    fail(privateKey, `cannot sign: ${(error as Error).message}`)
  }
}

/** An issuer or OAuth 2 endpoints, never both; Google and Apple have no user endpoint to read. */
function checkProviderEndpoints(
  provider: SocialProvider,
  settings: SocialProviderSettings,
  at: string,
  fail: (setting: string, problem: string) => never,
): void {
  const endpoints = OAUTH_ENDPOINT_NAMES.filter((name) => settings[name] !== undefined)
  if (endpoints.length > 0 && (settings.issuer !== undefined || isOidcProvider(provider)))
    fail(`${at}.${endpoints[0]}`, 'is for OAuth 2 providers without an issuer; give an issuer or endpoints')
  for (const name of ['issuer', ...endpoints] as const) {
    const url = settings[name]
    if (url !== undefined && !isHttpsOrLoopback(url))
      fail(`${at}.${name}`, 'must be an https URL (plain http only on loopback, for stand-ins)')
  }
}

function isHttpsOrLoopback(url: string): boolean {
  return isHttpUrl(url) && (url.startsWith('https:') || isLoopbackHttp(url))
}

function checkDatabaseUrl(url: string): void {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new ServerConfigError('databaseUrl (DATABASE_URL) must be a postgres:// or postgresql:// URL')
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
