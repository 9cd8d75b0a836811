import type { ResolvedConfig } from '../../runtime/config/index.ts'

/** What WalletConnect's dashboard gives a project: its id, 32 hexadecimal characters. */
const WALLETCONNECT_PROJECT_ID = /^[0-9a-f]{32}$/i

/** WalletConnect's own relays, which admit a client by a project id made on WalletConnect's dashboard. */
const WALLETCONNECT_RELAY_HOST = /(^|\.)walletconnect\.(org|com)$/

/**
 * Why `projectId` cannot work where the walletconnect connector pairs through WalletConnect's network (no
 * `services.walletConnectRelay`, or one of WalletConnect's relays): a project id from its dashboard is 32 hex
 * characters. Undefined when it can, or when the relay is another one (the devnet's local relay takes any id).
 */
export function walletConnectProjectIdProblem(config: ResolvedConfig): string | undefined {
  if (!config.connectors.includes('walletconnect')) return undefined
  const relay = config.services.walletConnectRelay
  if (relay !== undefined && !WALLETCONNECT_RELAY_HOST.test(new URL(relay).hostname)) return undefined
  if (WALLETCONNECT_PROJECT_ID.test(config.projectId)) return undefined
  return (
    `projectId ${JSON.stringify(config.projectId)} cannot be a WalletConnect project id, which WalletConnect's ` +
    'relay needs in production: use the 32-hex-character id of a project made at https://cloud.walletconnect.com'
  )
}
