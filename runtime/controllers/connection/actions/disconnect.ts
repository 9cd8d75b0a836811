import { DisconnectError } from '../../../core/errors.ts'
import type { ChainNamespace } from '../../../core/types.ts'
import { STORAGE_KEYS } from '../../../services/storage.ts'
import { connectedChains, disconnectTargets } from '../chains.ts'
import { clearConnection } from './clear-connection.ts'
import type { ConnectionHost } from './context.ts'

/**
 * Without a namespace every chain disconnects; with one, that chain (and the chains sharing its
 * wallet-connect or auth session). Each is independent and failures are collected (spec section 4).
 */
export async function disconnect(host: ConnectionHost, namespace?: ChainNamespace): Promise<void> {
  const { portkit, storage, events } = host
  const targets = disconnectTargets(portkit, namespace)
  const results = await Promise.allSettled(targets.map((target) => disconnectOne(host, target)))
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (connectedChains(portkit).length === 0) {
    // The login's leftovers go with the last connection.
    await Promise.all([
      storage.remove(STORAGE_KEYS.socialProvider),
      storage.remove(STORAGE_KEYS.socialUsername),
      host.connectedNamespaces?.clear(),
    ])
  }
  // Each target is cleared here and in storage even when its wallet failed to end the session.
  for (const target of targets) host.announce?.('disconnected', target)
  if (failures.length > 0) reportFailures(host, failures)
  events?.sendEvent({
    type: 'track',
    event: 'DISCONNECT_SUCCESS',
    properties: { namespace: namespace ?? 'all' },
  })
}

async function disconnectOne(host: ConnectionHost, namespace: ChainNamespace): Promise<void> {
  const connector = host.portkit.connectorFor(namespace)
  try {
    if (connector) await host.adapterFor(namespace).disconnect(connector)
  } finally {
    await clearConnection(host, namespace)
  }
}

/** Logs and tracks the wallets that failed to end their sessions, then throws the first reason. */
function reportFailures({ events }: ConnectionHost, failures: PromiseRejectedResult[]): never {
  const reasons = failures.map((f) => f.reason as unknown)
  console.error('[portkit] disconnect failed', reasons)
  events?.sendEvent({
    type: 'track',
    event: 'DISCONNECT_ERROR',
    properties: {
      message: reasons.map((r) => (r instanceof Error ? r.message : String(r))).join('; '),
    },
  })
  throw new DisconnectError({ cause: reasons[0] })
}
