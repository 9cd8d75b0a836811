import { privateKeyToAccount } from 'viem/accounts'
import { createAnalyticsApi } from '../analytics-api/analytics-api-server.ts'
import { createAuthApi } from '../auth-api/auth-api-server.ts'
import { createCatalogueApi } from '../catalogue-api/catalogue-api-server.ts'
import { createDataApi } from '../data-api/data-api-server.ts'
import { createServedChain } from '../data-api/served-chain.ts'
import type { SqlDb } from '../db/sql-db.ts'
import { createEmailAuth } from '../email-auth/email-auth-server.ts'
import { SOCIAL_CALLBACK_PATH } from '../email-auth/social/social-providers.ts'
import { createFrameService } from '../frame/frame-server.ts'
import type { RequestHandler } from '../http/start-http-server.ts'
import type { ProjectStore } from '../projects/project-store.ts'
import { requestContext } from './request-context.ts'
import type { RequestGuards } from './request-guards.ts'
import type { PortkitServerConfig, SocialLoginSettings } from './server-config.ts'

/** The base URLs a host's `portkit.config.ts` names under `services`, each on this one server. */
export interface ServedUrls {
  dataApi: string
  catalogueApi: string
  analyticsApi: string
  authApi: string
  /** With email login only. */
  emailAuth?: string
  secureFrame?: string
}

/** Each service under its path: `/data/...` reaches the data API as `/...`. */
export const MOUNTS = {
  dataApi: '/data',
  catalogueApi: '/catalogue',
  analyticsApi: '/analytics',
  authApi: '/auth',
  emailAuth: '/email-auth',
} as const

export interface MountedServices {
  urls: ServedUrls
  /** By mount path. */
  services: Map<string, RequestHandler>
  /** The secure frame's pages, at the root of the origin (its paths are absolute); absent without email. */
  frame?: RequestHandler
}

/** What a deployment adds beside its configuration. */
export interface MountOptions {
  /** The analytics API's GET /events: the devnet's, so tests read events back (anyone could list them). */
  readableEvents?: boolean
}

/** Builds every service the configuration enables, each knowing its public base URL. */
export async function mountServices(
  config: PortkitServerConfig,
  db: SqlDb,
  { guards, projects }: { guards: RequestGuards; projects: ProjectStore },
  { readableEvents = false }: MountOptions = {},
): Promise<MountedServices> {
  const chains = config.chains ?? []
  const analyticsEnabled = async (projectId: string) => (await projects.get(projectId))?.analytics ?? false
  const at = (mount: string) => `${config.publicUrl}${mount}`
  const services = new Map<string, RequestHandler>([
    [
      MOUNTS.catalogueApi,
      createCatalogueApi(config.catalogue, { analyticsEnabled })(at(MOUNTS.catalogueApi)),
    ],
    [
      MOUNTS.analyticsApi,
      createAnalyticsApi(db, { enabled: analyticsEnabled, readEvents: readableEvents })(
        at(MOUNTS.analyticsApi),
      ),
    ],
    [
      MOUNTS.authApi,
      createAuthApi({ db, chains, solanaChains: config.solana ? [config.solana.caipNetworkId] : [] })(
        at(MOUNTS.authApi),
      ),
    ],
    [
      MOUNTS.dataApi,
      createDataApi({
        chains: chains.map(createServedChain),
        solana: config.solana,
        fiatPriceFeeds: config.fiatPriceFeeds,
        db,
        catalogueUrl: at(MOUNTS.catalogueApi),
        relayer: config.relayerKey ? privateKeyToAccount(config.relayerKey) : undefined,
        onramp: config.onramp,
        ipfsGateway: config.ipfsGateway,
      })(at(MOUNTS.dataApi)),
    ],
  ])
  const urls: ServedUrls = {
    dataApi: at(MOUNTS.dataApi),
    catalogueApi: at(MOUNTS.catalogueApi),
    analyticsApi: at(MOUNTS.analyticsApi),
    authApi: at(MOUNTS.authApi),
  }
  if (!config.email) return { urls, services }

  const social = config.email.social && (await socialLogin(config.email.social, at(MOUNTS.emailAuth)))
  const emailAuth = createEmailAuth({
    db,
    smtp: config.email.smtpUrl,
    from: config.email.from,
    limitMail: (email, request) => guards.mail(email, requestContext(request)),
    limitCodeTry: (email, request) => guards.codeTry(email, requestContext(request)),
    ...(social ? { social: () => social } : {}),
    ...(config.smartAccountSponsor ? { sponsor: config.smartAccountSponsor } : {}),
  })(at(MOUNTS.emailAuth))
  services.set(MOUNTS.emailAuth, emailAuth)
  const frame = (
    await createFrameService({
      // A path on the frame's own origin (the same server): its calls need no CORS preflight, and whatever
      // fronts the server (a proxy, another public host) fronts them too.
      authUrl: MOUNTS.emailAuth,
      chains: chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      ...(config.solana
        ? { solana: { caipNetworkId: config.solana.caipNetworkId, rpcUrl: config.solana.rpcUrl } }
        : {}),
    })
  )(config.publicUrl)
  return {
    urls: { ...urls, emailAuth: at(MOUNTS.emailAuth), secureFrame: config.publicUrl },
    services,
    frame,
  }
}

/** The relying party, loaded only when configured (`openid-client` is needed by social login alone). */
async function socialLogin(settings: SocialLoginSettings, emailAuthUrl: string) {
  const { createSocialLogin } = await import('../email-auth/social/social-relying-party.ts')
  return {
    login: createSocialLogin({
      providers: settings.providers,
      redirectUri: `${emailAuthUrl}${SOCIAL_CALLBACK_PATH}`,
    }),
    farcasterRelay: settings.farcasterRelay,
  }
}
