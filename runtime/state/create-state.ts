import { computed, signal } from '@preact/signals-core'
import type { ResolvedConfig } from '../config/types.ts'
import { toCaipAddress } from '../core/caip.ts'
import type { ChainNamespace, Connector, Network } from '../core/types.ts'
import type { ShownMessage } from '../core/i18n/shown-message.ts'
import type { View } from '../core/view-types.ts'
import { emptyChainState, type ChainState } from './chain-state.ts'
import { createWalletConnectState } from './walletconnect-state.ts'

/**
 * All state of one Portkit instance. Created per `createPortkit()`: two providers on a page never share
 * state. Everything derivable is `computed`.
 */
export function createState(config: ResolvedConfig) {
  const defaultNetwork =
    config.networks.find((n) => n.caipNetworkId === config.defaultNetwork) ?? config.networks[0]
  const namespaces = [...new Set(config.networks.map((n) => n.chainNamespace))]

  const chains = signal<Partial<Record<ChainNamespace, ChainState>>>(
    Object.fromEntries(
      namespaces.map((ns) => [
        ns,
        emptyChainState(
          ns,
          ns === defaultNetwork?.chainNamespace ? defaultNetwork : firstOf(config.networks, ns),
        ),
      ]),
    ),
  )
  const activeChain = signal<ChainNamespace | undefined>(defaultNetwork?.chainNamespace)
  const connectors = signal<Connector[]>([])
  const isOpen = signal(false)
  const views = signal<View[]>([{ name: 'Connect' }])
  const themeMode = signal(config.themeMode)
  // Starts from the config; `setThemeVariables` changes it at runtime and the modal re-styles.
  const themeVariables = signal(config.themeVariables)
  // Why the last connection failed, as a message the UI translates.
  const lastError = signal<ShownMessage | undefined>(undefined)
  const walletConnect = createWalletConnectState()

  const activeChainState = computed(() => (activeChain.value ? chains.value[activeChain.value] : undefined))
  const activeCaipNetwork = computed(() => activeChainState.value?.caipNetwork)
  const activeCaipAddress = computed(() => {
    const chain = activeChainState.value
    return chain?.address && chain.caipNetwork
      ? toCaipAddress(chain.caipNetwork.caipNetworkId, chain.address)
      : undefined
  })
  // The one place a connection's connector is looked up (spec section 3: the active connector per namespace).
  const connectorOf = (chain: ChainState | undefined): Connector | undefined =>
    chain?.connectorId ? connectors.value.find((c) => c.id === chain.connectorId) : undefined
  const activeConnector = computed(() => connectorOf(activeChainState.value))
  const currentView = computed(() => views.value[views.value.length - 1] ?? { name: 'Connect' as const })

  return {
    config,
    chains,
    activeChain,
    connectors,
    isOpen,
    views,
    themeMode,
    themeVariables,
    lastError,
    walletConnect,
    activeChainState,
    activeCaipNetwork,
    activeCaipAddress,
    activeConnector,
    /** The connector of a namespace's connection, if it has one. */
    connectorFor: (namespace: ChainNamespace) => connectorOf(chains.value[namespace]),
    currentView,
  }
}

export type PortkitState = ReturnType<typeof createState>

function firstOf(networks: Network[], namespace: ChainNamespace): Network | undefined {
  return networks.find((n) => n.chainNamespace === namespace)
}

/** Immutable update of one namespace's state, so subscribers see a new object. */
export function updateChain(
  state: PortkitState,
  namespace: ChainNamespace,
  patch: Partial<ChainState>,
): void {
  const current = state.chains.value[namespace] ?? emptyChainState(namespace, undefined)
  state.chains.value = { ...state.chains.value, [namespace]: { ...current, ...patch } }
}
