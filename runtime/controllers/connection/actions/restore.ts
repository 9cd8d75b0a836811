import type { ChainNamespace } from '../../../core/types.ts'
import type { ConnectionHost } from './context.ts'
import { resync } from './resync.ts'

/** Start-up re-sync: a stored connected becomes connecting until the wallet answers (spec section 4). */
export async function restore(host: ConnectionHost): Promise<void> {
  const { reconnecting } = host.state
  const namespaces = Object.keys(host.portkit.chains.value) as ChainNamespace[]
  reconnecting.value = true
  await Promise.all(namespaces.map((namespace) => resync(host, namespace))).finally(
    () => (reconnecting.value = false),
  )
}
