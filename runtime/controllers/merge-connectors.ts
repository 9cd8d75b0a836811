import type { ChainNamespace } from '../core/types.ts'
import type { Connector } from './types.ts'

/** A list entry: a connector, or one wallet's connectors on several chains merged into one. */
export type ConnectorEntry = Connector & { connectors?: Connector[] }

/** Wallets that announce themselves under different names on different chains. */
const NAME_OVERRIDES: Record<string, string> = { 'Trust Wallet': 'Trust' }

export function normaliseConnectorName(name: string): string {
  return NAME_OVERRIDES[name] ?? name
}

/**
 * Connectors with the same (normalised) name on different chains become one multi-chain entry, typed
 * AUTH when the first of them is the auth connector, else MULTI_CHAIN (spec section 3, Connector). A
 * second connector of a name on a chain already taken is dropped. Order of first appearance is kept.
 */
export function mergeConnectors(connectors: readonly Connector[]): ConnectorEntry[] {
  const byName = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const name = normaliseConnectorName(connector.name)
    const group = byName.get(name) ?? []
    if (!group.some((c) => c.chain === connector.chain)) group.push(connector)
    byName.set(name, group)
  }
  return [...byName.entries()].map(([name, group]) => {
    const [first] = group as [Connector, ...Connector[]]
    if (group.length === 1) return { ...first, name }
    return { ...first, name, type: first.type === 'AUTH' ? 'AUTH' : 'MULTI_CHAIN', connectors: group }
  })
}

/**
 * The connector a click on an entry connects: a multi-chain wallet's one on the active network's namespace
 * (a Phantom-like wallet reaches Solana on a Solana network and EVM on an EVM one), else its first.
 */
export function connectorOnNamespace(
  entry: ConnectorEntry,
  namespace: ChainNamespace | undefined,
): Connector {
  const members = entry.connectors
  if (!members) return entry
  return members.find((connector) => connector.chain === namespace) ?? members[0] ?? entry
}
