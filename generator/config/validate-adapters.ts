import {
  ADAPTER_KINDS,
  ADAPTER_NAMESPACE,
  BRIDGE_KINDS,
  UNAVAILABLE_ADAPTER_KINDS,
  type BridgeKind,
} from '../../runtime/config/index.ts'
import { AdapterNotFoundError } from '../../runtime/core/errors.ts'
import { CHAIN_NAMESPACES, type ChainNamespace, type Network } from '../../runtime/core/types.ts'
import { ADAPTERS } from '../compose/registry.ts'
import { expectArray, expectOneOf, fail } from './checks.ts'

/**
 * The namespaces that get a chain adapter (spec section 3, adapters; section 5, an adapter must exist for
 * a namespace). Left out, every namespace the networks use gets its adapter. Listed, each network's
 * namespace needs one of them, unless `universal` hands the uncovered chains to WalletConnect: their
 * adapter then serves the universal provider's session only (see resolveWalletConnectOnly).
 */
export function resolveAdapters(value: unknown, networks: Network[]): ChainNamespace[] {
  const chosen = chooseAdapters(value, networks)
  const universal = resolveWalletConnectOnly(value, networks) ?? []
  return checkAdaptersBuilt(
    CHAIN_NAMESPACES.filter((namespace) => chosen.includes(namespace) || universal.includes(namespace)),
    networks,
  )
}

/**
 * The namespaces an already valid `adapters` value leaves to `universal`: the networks' namespaces no named
 * adapter covers. They connect through WalletConnect only (no browser wallets are listed for them), as
 * with a universal provider and no chain library; undefined when there are none.
 */
export function resolveWalletConnectOnly(value: unknown, networks: Network[]): ChainNamespace[] | undefined {
  if (!Array.isArray(value) || !value.includes('universal')) return undefined
  const named = new Set(value.map((kind) => ADAPTER_NAMESPACE[kind as keyof typeof ADAPTER_NAMESPACE]))
  const left = CHAIN_NAMESPACES.filter(
    (namespace) => !named.has(namespace) && networks.some((network) => network.chainNamespace === namespace),
  )
  return left.length > 0 ? left : undefined
}

function chooseAdapters(value: unknown, networks: Network[]): ChainNamespace[] {
  const used = CHAIN_NAMESPACES.filter((namespace) => networks.some((n) => n.chainNamespace === namespace))
  if (value === undefined) return used

  const kinds = expectArray(value, 'adapters', { nonEmpty: true }).map((kind, i) =>
    expectOneOf(kind, `adapters[${i}]`, ADAPTER_KINDS),
  )
  const chosen = new Map<ChainNamespace, string>()
  kinds.forEach((kind, i) => {
    if (kinds.indexOf(kind) !== i) fail(`adapters[${i}]`, `duplicate adapter ${kind}`)
    if ((UNAVAILABLE_ADAPTER_KINDS as readonly string[]).includes(kind))
      fail(
        `adapters[${i}]`,
        `${kind} is not available: Portkit has no ${kind} bridge yet (use wagmi, or leave adapters out and use the viem clients of the host actions)`,
      )
    const namespace = ADAPTER_NAMESPACE[kind]
    if (namespace === undefined) return
    const other = chosen.get(namespace)
    if (other) fail(`adapters[${i}]`, `${other} and ${kind} both adapt ${namespace}; keep one`)
    if (!used.includes(namespace))
      fail(`adapters[${i}]`, `${kind} adapts ${namespace}, which no network uses`)
    chosen.set(namespace, kind)
  })

  if (!kinds.includes('universal')) {
    networks.forEach((network, i) => {
      if (!chosen.has(network.chainNamespace)) {
        fail(
          `networks[${i}].chainNamespace`,
          `${new AdapterNotFoundError(network.chainNamespace).shortMessage} (adapters: ${kinds.join(', ')})`,
        )
      }
    })
  }
  return CHAIN_NAMESPACES.filter((namespace) => chosen.has(namespace))
}

/** A namespace the spec names but Portkit has no adapter for yet cannot be generated (see ADAPTERS). */
function checkAdaptersBuilt(namespaces: ChainNamespace[], networks: Network[]): ChainNamespace[] {
  for (const namespace of namespaces) {
    if (ADAPTERS[namespace]) continue
    const index = networks.findIndex((network) => network.chainNamespace === namespace)
    fail(
      `networks[${index}].chainNamespace`,
      `${new AdapterNotFoundError(namespace).shortMessage} (available: ${Object.keys(ADAPTERS).join(', ')})`,
    )
  }
  return namespaces
}

/**
 * The bridges an already valid `adapters` value selects (BRIDGE_KINDS, e.g. `wagmi`), in catalogue order;
 * undefined when none, so configs without one generate as before.
 */
export function resolveBridges(value: unknown): BridgeKind[] | undefined {
  if (!Array.isArray(value)) return undefined
  const bridges = BRIDGE_KINDS.filter((kind) => value.includes(kind))
  return bridges.length > 0 ? bridges : undefined
}
