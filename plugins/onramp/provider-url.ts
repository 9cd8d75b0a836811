import { safeHttpUrl } from '../../runtime/plugins/index.ts'

/** Hosts of the visitor's own machine: plain http there reaches no third party (the devnet's provider page). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The provider's page, where the visitor pays, opens only over https (plain http only on loopback, the
 * devnet's stand-in page): a javascript:, data: or plain-http link from the service is refused. Opened as
 * the URL parser reads it.
 */
export function safeProviderUrl(url: unknown): string | undefined {
  const safe = safeHttpUrl(url)
  if (safe === undefined) return undefined
  const { protocol, hostname, href } = new URL(safe)
  return protocol === 'https:' || LOOPBACK_HOSTS.has(hostname) ? href : undefined
}
