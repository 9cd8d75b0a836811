import { join } from 'node:path'
import { testAccounts, type TestAccount } from '../accounts.ts'
import { deployFixtures, type DeployedFixtures } from '../contracts/deploy-fixtures.ts'
import { openDevnetDb, type DevnetDb } from '../../server/db/open-devnet-db.ts'
import { startAnalyticsApi } from '../../server/analytics-api/analytics-api-server.ts'
import { startAuthApi } from '../../server/auth-api/auth-api-server.ts'
import { startCatalogueApi } from '../../server/catalogue-api/catalogue-api-server.ts'
import type { WalletCatalogue } from '../../server/catalogue-api/wallet-catalogue.ts'
import { devnetWalletCatalogue } from '../catalogue/wallet-catalogue.ts'
import { startDataApi } from '../../server/data-api/data-api-server.ts'
import type { EmailLoginServers, startEmailLogin } from './email-login.ts'
import { EMAIL_LOGIN_PACKAGES, type DevnetManifestSocialLogin } from '../manifest.ts'
import { startOnrampProvider } from '../onramp/onramp-provider.ts'
import { createServedChain } from '../../server/data-api/served-chain.ts'
import { devnetChainSource, type DevnetChainInput } from './devnet-chain-source.ts'
import { privateKeyToAccount } from 'viem/accounts'
import type { RunningServer } from '../../server/http/start-http-server.ts'
import type { ServedSolanaChain } from '../solana/solana-part.ts'
import { isMissingPackage } from '../../server/optional-package.ts'

/** Manifest keys of the service base URLs (the generator copies them into the app config). */
export interface DevnetServiceUrls {
  dataApi: string
  catalogueApi: string
  analyticsApi: string
  /** Sign-in-with-X nonces and sessions (openapi/auth-api.yaml). */
  authApi: string
  /** The on-ramp provider's page (its own origin), where generated onramp URLs lead; not an API. */
  onrampProvider: string
  /** The mail catcher's HTTP API listing the mail it received (`GET /messages?to=`). Email login only. */
  mailCatcher?: string
  /** The email login backend the secure frame calls (one-time codes, sessions). Email login only. */
  emailAuth?: string
  /** The secure frame's origin (email login, embedded wallet). Email login only. */
  secureFrame?: string
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
  contracts: Record<string, { sessionAccount: string }>
  /** The social login stand-ins (issuers, client, Farcaster relay) when they run. */
  socialLogin?: DevnetManifestSocialLogin
  /** Closes the servers, then the database; safe to call more than once. */
  stop(): Promise<void>
}

export interface PreparedDevnetServices {
  /** Deploys the fixtures on the running chains and starts the servers; cleans up after itself on failure. */
  start(
    chains: DevnetChainInput[],
    options?: { solana?: ServedSolanaChain; socialLogin?: boolean; walletCatalogue?: WalletCatalogue },
  ): Promise<DevnetServices>
  /** Closes the database opened ahead, when the chains could not start. */
  abort(): Promise<void>
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
    async start(chains, { solana, socialLogin = false, walletCatalogue } = {}) {
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
        const { social, ...servers } = await startServers(chains, fixtures, db, {
          solana,
          relayer: accounts[RELAYER_INDEX]!,
          onrampTreasury: accounts[ONRAMP_TREASURY_INDEX]!,
          socialLogin,
          sponsor: accounts[SMART_ACCOUNT_SPONSOR_INDEX]!,
          walletCatalogue,
        })
        let stopping: Promise<void> | undefined
        return {
          urls: {
            dataApi: servers.dataApi.url,
            catalogueApi: servers.catalogueApi.url,
            analyticsApi: servers.analyticsApi.url,
            authApi: servers.authApi.url,
            onrampProvider: servers.onrampProvider.url,
            ...(servers.mailCatcher && servers.emailAuth && servers.secureFrame
              ? {
                  mailCatcher: servers.mailCatcher.url,
                  emailAuth: servers.emailAuth.url,
                  secureFrame: servers.secureFrame.url,
                }
              : {}),
            ...(servers.socialIdp ? { socialIdp: servers.socialIdp.url } : {}),
          },
          ...(social ? { socialLogin: social } : {}),
          tokens: manifestTokens(chains, fixtures),
          contracts: Object.fromEntries(
            chains.map((chain, i) => [chain.caipNetworkId, { sessionAccount: fixtures[i]!.sessionAccount }]),
          ),
          stop: () => (stopping ??= closeAll(Object.values(servers)).finally(closeDb)),
        }
      } catch (error) {
        await closeDb()
        throw error
      }
    },
    abort: closeDb,
  }
}

/**
 * Catalogue, analytics, auth and the on-ramp provider first (the data API links to catalogue images and
 * to the provider's page); all or none keep running.
 */
async function startServers(
  chains: DevnetChainInput[],
  fixtures: DeployedFixtures[],
  db: DevnetDb,
  {
    solana,
    relayer,
    onrampTreasury,
    socialLogin,
    sponsor,
    walletCatalogue,
  }: {
    solana: ServedSolanaChain | undefined
    relayer: TestAccount
    onrampTreasury: TestAccount
    socialLogin: boolean
    sponsor: TestAccount
    walletCatalogue: WalletCatalogue | undefined
  },
): Promise<
  Record<Exclude<keyof DevnetServiceUrls, keyof EmailLoginServers>, RunningServer> &
    Partial<Omit<EmailLoginServers, 'social'>> & { social?: DevnetManifestSocialLogin }
> {
  const servedChains = chains.map((chain, i) => createServedChain(devnetChainSource(chain, fixtures[i]!)))
  const first = await Promise.allSettled([
    startCatalogueApi(walletCatalogue ?? devnetWalletCatalogue()),
    startAnalyticsApi(db),
    startAuthApi({ db, chains, solanaChains: solana ? [solana.caipNetworkId] : [] }),
    startOnrampProvider({ chains: servedChains, treasury: onrampTreasury }),
  ])
  const { social, ...emailLogin } = await startEmailLoginWhenInstalled({
    db,
    chains,
    ...(solana ? { solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl } } : {}),
    socialLogin,
    sponsor,
  }).catch(async (error: unknown) => {
    await closeAll(first.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])))
    throw error
  })
  const started = [
    ...first.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    ...Object.values(emailLogin),
  ]
  try {
    const failure = first.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    const [catalogueApi, analyticsApi, authApi, onrampProvider] = first.map(
      (result) => (result as PromiseFulfilledResult<RunningServer>).value,
    ) as [RunningServer, RunningServer, RunningServer, Awaited<ReturnType<typeof startOnrampProvider>>]
    const dataApi = await startDataApi({
      chains: servedChains,
      solana,
      db,
      catalogueUrl: catalogueApi.url,
      onrampProvider,
      relayer: privateKeyToAccount(relayer.privateKey),
    })
    return { dataApi, catalogueApi, analyticsApi, authApi, onrampProvider, ...emailLogin, social }
  } catch (error) {
    await closeAll(started).catch(() => undefined)
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

/** Email login when its packages are installed (EMAIL_LOGIN_PACKAGES); none of its servers otherwise. */
async function startEmailLoginWhenInstalled(
  options: Parameters<typeof startEmailLogin>[0],
): Promise<Partial<EmailLoginServers>> {
  let start: typeof startEmailLogin
  try {
    start = (await import('./email-login.ts')).startEmailLogin
  } catch (error) {
    if (isMissingPackage(error, EMAIL_LOGIN_PACKAGES)) return {}
    throw error
  }
  return start(options)
}
