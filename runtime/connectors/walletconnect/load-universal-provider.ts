import type { UniversalProvider } from './sdk-types.ts'
import type { ResolvedConfig } from '../../config/types.ts'
import { catchLateDeleteCheck } from './catch-late-delete-check.ts'
import { skipHostedVerify } from './skip-hosted-verify.ts'

/** Keeps Portkit's WalletConnect keys apart from another WalletConnect client on the same page. */
export const STORAGE_PREFIX = 'portkit'

/**
 * Loads the SDK (its own chunk: nothing of it is fetched until a visitor picks WalletConnect or a stored
 * session is restored) and starts a provider on the configured relay. Telemetry is off and the hosted
 * Verify calls are skipped, so with a local relay nothing leaves the machine.
 */
export async function loadUniversalProvider(config: ResolvedConfig): Promise<UniversalProvider> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  const provider = await UniversalProvider.init({
    projectId: config.projectId,
    // Without a configured relay the SDK uses WalletConnect's public one.
    relayUrl: config.services.walletConnectRelay,
    metadata: { ...config.metadata },
    customStoragePrefix: STORAGE_PREFIX,
    telemetryEnabled: false,
    // Reads use the rpcMap of the configured networks; no probe request before the first real one.
    disableProviderPing: true,
  })
  skipHostedVerify(provider.client.core.verify)
  catchLateDeleteCheck(provider.client)
  return provider
}
