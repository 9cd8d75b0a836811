import type { UniversalProvider } from './sdk-types.ts'
import type { ResolvedConfig } from '../../config/types.ts'
import { catchLateDeleteCheck } from './catch-late-delete-check.ts'
import { RelayConnection } from './relay-connection.ts'
import { skipHostedVerify } from './skip-hosted-verify.ts'
import { walletConnectStorage } from './walletconnect-storage.ts'

/** Keeps Portkit's WalletConnect keys apart from another WalletConnect client on the same page. */
export const STORAGE_PREFIX = 'portkit'
/** The SDK's log level when it makes its own core (universal-provider's default): errors only. */
const SDK_LOG_LEVEL = 'error'

/**
 * Loads the SDK (its own chunk: nothing of it is fetched until a visitor picks WalletConnect or a stored
 * session is restored) and starts a provider on the configured relay. Telemetry is off and the hosted
 * Verify calls are skipped, so with a local relay nothing leaves the machine. The core is made here, not
 * by the SDK, so its relayer opens sockets through RelayConnection from its first (restoring) connect on.
 */
export async function loadUniversalProvider(config: ResolvedConfig): Promise<UniversalProvider> {
  const [{ UniversalProvider }, { Core }] = await Promise.all([
    import('@walletconnect/universal-provider'),
    import('@walletconnect/core'),
  ])
  const core = new Core({
    projectId: config.projectId,
    // Without a configured relay the SDK uses WalletConnect's public one.
    relayUrl: config.services.walletConnectRelay,
    customStoragePrefix: STORAGE_PREFIX,
    // Portkit's own database, so the SDK's default one does not move (and delete) every client's keys.
    ...(typeof indexedDB === 'undefined' ? {} : { storage: walletConnectStorage(STORAGE_PREFIX) }),
    telemetryEnabled: false,
    logger: SDK_LOG_LEVEL,
  })
  // The relayer's type names only its public members; createProvider and provider are on the object.
  closeUnansweredHandshakes(core.relayer as unknown as Relayer)
  const provider = await UniversalProvider.init({
    projectId: config.projectId,
    core,
    metadata: { ...config.metadata },
    // Reads use the rpcMap of the configured networks; no probe request before the first real one.
    disableProviderPing: true,
  })
  skipHostedVerify(provider.client.core.verify)
  catchLateDeleteCheck(provider.client)
  return provider
}

/** What of the SDK's relayer is replaced: the socket each of its connection attempts makes. */
interface Relayer {
  createProvider(): Promise<void>
  provider: { connection: unknown }
}

const withRelayConnection = new WeakSet<object>()

/**
 * Each provider the relayer creates for a connection attempt gets a RelayConnection on the same URL (the
 * provider opens its connection only when the attempt starts). Once per relayer: the SDK hands a second
 * core of the same storage prefix the first one's relayer.
 */
function closeUnansweredHandshakes(relayer: Relayer): void {
  if (withRelayConnection.has(relayer)) return
  withRelayConnection.add(relayer)
  const createProvider = relayer.createProvider.bind(relayer)
  relayer.createProvider = async () => {
    await createProvider()
    const { url } = relayer.provider.connection as { url: string }
    relayer.provider.connection = new RelayConnection(url)
  }
}
