import { testAccounts } from './accounts.ts'
import { startAnvil, type AnvilNode } from './anvil.ts'
import { deployEns, ENS_AVATAR_PROJECT } from './contracts/deploy-ens.ts'
import { removeManifest, writeManifest, type DevnetManifest } from './manifest.ts'
import { startRelay, type Relay } from './relay/index.ts'
import type { WalletCatalogue } from '../server/catalogue-api/wallet-catalogue.ts'
import { prepareDevnetServices, type DevnetServices } from './services/devnet-services.ts'
import { startSolanaPart, type SolanaPart } from './solana/solana-part.ts'
import { startBitcoinPart, type BitcoinPart } from './bitcoin/bitcoin-part.ts'
import { devnetAlpha } from '../runtime/networks/devnet.ts'

/** The two local chains; ids and names match `runtime/networks/devnet.ts` (a unit test keeps them in step). */
export const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Portkit Devnet Alpha' },
  { chainId: 31338, name: 'Portkit Devnet Beta' },
] as const

export interface StartDevnetOptions {
  /** When given, the manifest is written to `<appDir>/.portkit/devnet.json` and removed on stop. */
  appDir?: string
  /** Fixed RPC ports by chain id (e.g. so a browser wallet keeps its custom network); others are free ports. */
  ports?: Partial<Record<number, number>>
  /**
   * Start the social login stand-ins (manifest `socialLogin`) beside email login, for an app with
   * `features.socials`. Off unless asked, and only when SOCIAL_LOGIN_PACKAGES are installed: a host app
   * installs oidc-provider and openid-client only once it uses social login, so they are loaded only then.
   */
  socialLogin?: boolean
  /**
   * Start the Bitcoin regtest ledger's API (manifest `bitcoin`, `services.bitcoinApi`), for an app with the
   * devnet's Bitcoin network. Off unless asked (its start loads @scure/btc-signer and derives the funded
   * keys, a few hundred ms), and only when @scure/btc-signer is installed.
   */
  bitcoin?: boolean
  /** The wallets the catalogue API serves; Portkit's own catalogue (catalogue/wallets.json) by default. */
  walletCatalogue?: WalletCatalogue
  /**
   * The services' PostgreSQL database (`postgres://...`). Without it they use embedded PGlite, in
   * `<appDir>/.portkit/devnet-db` when there is an app, else in memory.
   */
  databaseUrl?: string
}

export interface Devnet {
  manifest: DevnetManifest
  /**
   * Registers `projectId` with the devnet's server (every service, analytics on) and allows `origin`, the
   * page the app is served on: what a host does with `portkit serve project add` and `allow-origin`.
   */
  allowApp(projectId: string, origin?: string): Promise<void>
  /** Stops every child process and removes the manifest; safe to call more than once. */
  stop(): Promise<void>
}

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  // The services' database is the slowest part to open: it opens while the chains start.
  const preparedServices = prepareDevnetServices({ appDir: options.appDir, databaseUrl: options.databaseUrl })
  const started = await Promise.allSettled(
    DEVNET_CHAINS.map(({ chainId }) => startAnvil({ chainId, port: options.ports?.[chainId] })),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    // Nothing may be left running when the devnet as a whole could not start.
    await preparedServices.abort()
    await stopAll(nodes)
    throw failure.reason
  }

  const manifest = buildManifest(nodes)
  // The WalletConnect relay: in memory, on loopback, up in a few milliseconds.
  let relay: Relay
  try {
    relay = await startRelay()
  } catch (error) {
    await preparedServices.abort()
    await stopAll(nodes)
    throw error
  }
  manifest.services.walletConnectRelay = relay.url
  // The Solana cluster stand-in (litesvm), when its native build is installed.
  let solana: SolanaPart | undefined
  // The Bitcoin regtest ledger's API, when asked and @scure/btc-signer is installed.
  let bitcoin: BitcoinPart | undefined
  try {
    solana = await startSolanaPart(manifest)
    if (options.bitcoin) bitcoin = await startBitcoinPart(manifest)
  } catch (error) {
    await preparedServices.abort()
    await solana?.stop()
    await relay.stop()
    await stopAll(nodes)
    throw error
  }
  // Data, catalogue and analytics APIs, with fixture contracts deployed on the chains first.
  let services: DevnetServices
  try {
    services = await preparedServices.start(manifest.chains, {
      solana: solana?.served,
      socialLogin: options.socialLogin === true,
      walletCatalogue: options.walletCatalogue,
    })
  } catch (error) {
    await bitcoin?.stop()
    await solana?.stop()
    await relay.stop()
    await stopAll(nodes)
    throw error
  }
  Object.assign(manifest.services, services.urls)
  manifest.tokens = services.tokens
  manifest.contracts = services.contracts
  manifest.nfts = services.nfts
  if (services.socialLogin) manifest.socialLogin = services.socialLogin
  const { appDir } = options
  try {
    // After the services: the avatar records point at images the catalogue API serves.
    manifest.ens = await deployDevnetEns(manifest)
    await services.allowApp(ENS_AVATAR_PROJECT)
    if (appDir !== undefined) writeManifest(appDir, manifest)
  } catch (error) {
    await services.stop().catch(() => undefined)
    await bitcoin?.stop()
    await solana?.stop()
    await relay.stop()
    await stopAll(nodes)
    throw error
  }

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      // Remove the manifest first: a reader must never find URLs of chains that are going away.
      if (appDir !== undefined) removeManifest(appDir)
      try {
        await services.stop()
      } finally {
        await bitcoin?.stop()
        await solana?.stop()
        await relay.stop()
        await stopAll(nodes)
      }
    })())
  return { manifest, allowApp: services.allowApp, stop }
}

/**
 * Funded account 5 deploys ENS, apart from the fixtures' deployer (account 9) so neither waits on the
 * other's nonces; the names go to accounts 0 (the e2e test wallet) and 1.
 */
const ENS_DEPLOYER_INDEX = 5

function deployDevnetEns(manifest: DevnetManifest) {
  const chain = manifest.chains.find(({ chainId }) => chainId === devnetAlpha.id)!
  const accounts = testAccounts(ENS_DEPLOYER_INDEX + 1)
  return deployEns({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    deployer: accounts[ENS_DEPLOYER_INDEX]!,
    alice: accounts[0]!.address,
    bob: accounts[1]!.address,
    imageBase: manifest.services.catalogueApi!,
  })
}

function buildManifest(nodes: AnvilNode[]): DevnetManifest {
  return {
    version: 1,
    chains: nodes.map((node) => ({
      chainId: node.chainId,
      caipNetworkId: `eip155:${node.chainId}`,
      name: DEVNET_CHAINS.find((chain) => chain.chainId === node.chainId)?.name ?? `Chain ${node.chainId}`,
      rpcUrl: node.rpcUrl,
    })),
    accounts: testAccounts(4),
    services: {},
  }
}

/** Stops every node even when one stop fails, then reports the first failure. */
async function stopAll(nodes: AnvilNode[]): Promise<void> {
  const results = await Promise.allSettled(nodes.map((node) => node.stop()))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}
