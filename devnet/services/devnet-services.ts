import { join } from 'node:path'
import { testAccounts } from '../accounts.ts'
import { deployFixtures, type DeployedFixtures } from '../contracts/deploy-fixtures.ts'
import { openDevnetDb, type DevnetDb } from '../../server/db/open-devnet-db.ts'
import type { WalletCatalogue } from '../../server/catalogue-api/wallet-catalogue.ts'
import { devnetWalletCatalogue } from '../catalogue/wallet-catalogue.ts'
import type { EmailLoginStandIns, startEmailLoginStandIns } from './email-login.ts'
import {
  EMAIL_LOGIN_PACKAGES,
  type DevnetManifestContracts,
  type DevnetManifestNftCollection,
  type DevnetManifestSocialLogin,
} from '../manifest.ts'
import { startOnrampProvider } from '../onramp/onramp-provider.ts'
import { createServedChain } from '../../server/data-api/served-chain.ts'
import { createPriceSource } from '../../server/data-api/prices/price-source.ts'
import {
  devnetChainSource,
  devnetFiatPriceFeeds,
  solanaWithPriceFeeds,
  type DevnetChainInput,
} from './devnet-chain-source.ts'
import type { RunningServer } from '../../server/http/start-http-server.ts'
import type { ServedSolanaChain } from '../solana/solana-part.ts'
import { isMissingPackage } from '../../server/optional-package.ts'
import { getFreePort } from '../free-port.ts'
import { startPortkitServer } from '../../server/serve/create-portkit-server.ts'
import { MOUNTS, type ServedUrls } from '../../server/serve/service-mounts.ts'
import { SOCIAL_CALLBACK_PATH } from '../../server/email-auth/social/social-providers.ts'
import { standInSettings } from './social-idp/stand-in-client.ts'
import { createSmartAccountSponsor } from './smart-account-sponsor.ts'
import { projectStore, PROJECT_SERVICES } from '../../server/projects/project-store.ts'
import { DEVNET_DRAIN_MS, DEVNET_RATE_LIMITS, DEVNET_SENDER, devnetLog } from './devnet-server-settings.ts'

/** Manifest keys of the service base URLs (the generator copies them into the app config). */
export interface DevnetServiceUrls extends ServedUrls {
  /** The on-ramp provider's page (its own origin), where generated onramp URLs lead; not an API. */
  onrampProvider: string
  /** The mail catcher's HTTP API listing the mail it received (`GET /messages?to=`). Email login only. */
  mailCatcher?: string
  /** The social login stand-ins' origin (OpenID Connect issuers, Farcaster relay). Social login only. */
  socialIdp?: string
}

/** A fixture token as the manifest lists it. */
export interface DevnetFixtureToken {
  address: string
  name: string
  symbol: string
  decimals: number
  spam: boolean
}

export interface DevnetServices {
  urls: DevnetServiceUrls
  /** Fixture tokens by CAIP-2 chain id. */
  tokens: Record<string, DevnetFixtureToken[]>
  /** Fixture contracts other parts call, by CAIP-2 chain id. */
  contracts: Record<string, DevnetManifestContracts>
  /** Fixture NFT collections, by CAIP-2 chain id. */
  nfts: Record<string, DevnetManifestNftCollection[]>
  /** The social login stand-ins (issuers, client, Farcaster relay) when they run. */
  socialLogin?: DevnetManifestSocialLogin
  /**
   * What `portkit project add` and `allow-origin` do on a deployed server: `projectId` becomes a project
   * using every service with analytics on, and `origin` (the page an app is served on) is allowed.
   */
  allowApp: (projectId: string, origin?: string) => Promise<void>
  /** Closes the server (and its database), then the stand-ins; safe to call more than once. */
  stop(): Promise<void>
}

interface StartOptions {
  solana?: ServedSolanaChain | undefined
  socialLogin?: boolean
  walletCatalogue?: WalletCatalogue | undefined
}

export interface PreparedDevnetServices {
  /** Deploys the fixtures on the running chains and starts the servers; cleans up after itself on failure. */
  start(chains: DevnetChainInput[], options?: StartOptions): Promise<DevnetServices>
  /** Closes the database opened ahead, when the chains could not start. */
  abort(): Promise<void>
}

interface RunningDevnetServers {
  urls: DevnetServiceUrls
  socialLogin?: DevnetManifestSocialLogin
  close(): Promise<void>
}

/** Where names and analytics events live between devnet runs of an app. */
export function devnetDbDir(appDir: string): string {
  return join(appDir, '.portkit', 'devnet-db')
}

/**
 * Funded accounts 0-3 hold the fixtures; account 9 deploys them, account 8 relays signed smart-session
 * revocations, account 7 is the on-ramp provider's treasury and account 6 sponsors the embedded wallets'
 * smart accounts, all apart from the accounts the manifest lists (each its own sender, so their nonces
 * never race).
 */
const FIXTURE_HOLDERS = 4
const SMART_ACCOUNT_SPONSOR_INDEX = 6
const ONRAMP_TREASURY_INDEX = 7
const RELAYER_INDEX = 8
const DEPLOYER_INDEX = 9

/**
 * Starts opening the database now, because that is the slow part of a devnet start (seconds for a new
 * data dir, against ~0.1 s for the chains), so the caller can start the chains in the meantime.
 */
export function prepareDevnetServices(options: {
  appDir?: string
  databaseUrl?: string
}): PreparedDevnetServices {
  const opening = openDevnetDb(
    options.databaseUrl !== undefined
      ? { databaseUrl: options.databaseUrl }
      : { dataDir: options.appDir === undefined ? undefined : devnetDbDir(options.appDir) },
  )
  // Marks the promise handled: a failure is reported by start(), not as an unhandled rejection meanwhile.
  opening.catch(() => undefined)
  const closeDb = () => opening.then((db) => db.close()).catch(() => undefined)

  return {
    async start(chains, options = {}) {
      const accounts = testAccounts(DEPLOYER_INDEX + 1)
      try {
        const [fixtures, db] = await Promise.all([
          Promise.all(
            chains.map((chain) =>
              deployFixtures({
                rpcUrl: chain.rpcUrl,
                chainId: chain.chainId,
                accounts: accounts.slice(0, FIXTURE_HOLDERS),
                deployer: accounts[DEPLOYER_INDEX]!,
                onrampTreasury: accounts[ONRAMP_TREASURY_INDEX]!.address,
              }),
            ),
          ),
          opening,
        ])
        warnIfSwapsOff(fixtures)
        const servers = await startServers(chains, fixtures, db, options)
        const projects = projectStore(db)
        let stopping: Promise<void> | undefined
        return {
          urls: servers.urls,
          ...(servers.socialLogin ? { socialLogin: servers.socialLogin } : {}),
          tokens: manifestTokens(chains, fixtures),
          nfts: Object.fromEntries(
            chains.map((chain, i) => [chain.caipNetworkId, fixtures[i]!.nftCollections]),
          ),
          contracts: Object.fromEntries(
            chains.map((chain, i) => [chain.caipNetworkId, manifestContracts(fixtures[i]!)]),
          ),
          async allowApp(projectId, origin) {
            await projects.save({ projectId, analytics: true, services: PROJECT_SERVICES })
            if (origin !== undefined) await projects.allowOrigin(projectId, origin)
          },
          // The server closes the database it was given.
          stop: () => (stopping ??= servers.close()),
        }
      } catch (error) {
        await closeDb()
        throw error
      }
    },
    abort: closeDb,
  }
}

function manifestContracts({ sessionAccount, uniswapV3 }: DeployedFixtures): DevnetManifestContracts {
  return { sessionAccount, ...(uniswapV3 ? { uniswapV3 } : {}) }
}

/** A devnet without the Uniswap packages starts anyway, without swaps, and says why. */
function warnIfSwapsOff(fixtures: DeployedFixtures[]): void {
  const missing = fixtures[0]?.missingSwapPackages ?? []
  if (missing.length === 0) return
  devnetLog(
    'warn',
    `devnet: swaps are off, Uniswap v3 is not installed (npm install -D ${missing.join(' ')})`,
    {
      missing,
    },
  )
}

/** The stand-ins the server reaches (on-ramp provider, mail catcher, social providers), then the server. */
async function startServers(
  chains: DevnetChainInput[],
  fixtures: DeployedFixtures[],
  db: DevnetDb,
  { solana, socialLogin = false, walletCatalogue }: StartOptions,
): Promise<RunningDevnetServers> {
  const accounts = testAccounts(DEPLOYER_INDEX + 1)
  const sources = chains.map((chain, i) => devnetChainSource(chain, fixtures[i]!))
  // Fiat and Solana prices come from the feeds on the first chain, as a host names one chain for them.
  const fiatPriceFeeds = devnetFiatPriceFeeds(chains[0]!.chainId, fixtures[0]!)
  const servedChains = sources.map(createServedChain)
  const onrampTreasury = accounts[ONRAMP_TREASURY_INDEX]!
  // The server's URL goes into the providers' registered callbacks before it starts.
  const port = await getFreePort()
  const publicUrl = `http://127.0.0.1:${port}`
  const standIns: RunningServer[] = []
  try {
    const onrampProvider = await startOnrampProvider({
      chains: servedChains,
      prices: createPriceSource(servedChains, fiatPriceFeeds),
      treasury: onrampTreasury,
    })
    standIns.push(onrampProvider)
    const email = await startEmailLoginWhenInstalled({
      socialLogin,
      callbackUrl: `${publicUrl}${MOUNTS.emailAuth}${SOCIAL_CALLBACK_PATH}`,
    })
    if (email) standIns.push(email.mailCatcher, ...(email.socialIdp ? [email.socialIdp] : []))
    const server = await startPortkitServer(
      {
        publicUrl,
        port,
        host: '127.0.0.1',
        chains: sources,
        fiatPriceFeeds,
        ...(solana ? { solana: solanaWithPriceFeeds(solana, chains[0]!.chainId, fixtures[0]!) } : {}),
        catalogue: walletCatalogue ?? devnetWalletCatalogue(),
        relayerKey: accounts[RELAYER_INDEX]!.privateKey,
        onramp: { providerUrl: onrampProvider.url, treasury: onrampTreasury.address },
        ...(email
          ? {
              email: {
                smtpUrl: email.smtpUrl,
                from: DEVNET_SENDER,
                ...(email.social ? { social: standInSettings(email.social) } : {}),
              },
              smartAccountSponsor: createSmartAccountSponsor(chains, accounts[SMART_ACCOUNT_SPONSOR_INDEX]!),
            }
          : {}),
        rateLimits: DEVNET_RATE_LIMITS,
        drainMs: DEVNET_DRAIN_MS,
      },
      { database: Promise.resolve(db), log: devnetLog, readableEvents: true },
    )
    return {
      urls: {
        ...server.urls,
        onrampProvider: onrampProvider.url,
        ...(email ? { mailCatcher: email.mailCatcher.url } : {}),
        ...(email?.socialIdp ? { socialIdp: email.socialIdp.url } : {}),
      },
      ...(email?.social ? { socialLogin: email.social } : {}),
      close: () => server.close().finally(() => closeAll(standIns)),
    }
  } catch (error) {
    await closeAll(standIns).catch(() => undefined)
    throw error
  }
}

async function closeAll(servers: RunningServer[]): Promise<void> {
  const results = await Promise.allSettled(servers.map((server) => server.close()))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}

function manifestTokens(chains: DevnetChainInput[], fixtures: DeployedFixtures[]) {
  return Object.fromEntries(
    chains.map((chain, i) => [
      chain.caipNetworkId,
      fixtures[i]!.tokens.map(({ address, name, symbol, decimals, spam }) => ({
        address,
        name,
        symbol,
        decimals,
        spam,
      })),
    ]),
  )
}

/** Email login's stand-ins when its packages are installed (EMAIL_LOGIN_PACKAGES); no email login otherwise. */
async function startEmailLoginWhenInstalled(
  options: Parameters<typeof startEmailLoginStandIns>[0],
): Promise<EmailLoginStandIns | undefined> {
  let start: typeof startEmailLoginStandIns
  try {
    start = (await import('./email-login.ts')).startEmailLoginStandIns
  } catch (error) {
    if (isMissingPackage(error, EMAIL_LOGIN_PACKAGES)) return undefined
    throw error
  }
  return start(options)
}
