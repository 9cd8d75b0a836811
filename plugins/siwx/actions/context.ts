import { parseCaipAddress, type PluginContext } from '../../../runtime/plugins/index.ts'
import type { SiwxState } from '../state.ts'
import type { SiwxConfig } from '../types.ts'
import { SIGN_VIEW, SIWE_VIEW } from '../view-names.ts'

/** What the host may set in code, over the config's `siwx` settings (`withSiwx`). */
export interface SiwxHostOptions {
  /** The host's storage and verifier; the default keeps sessions in Portkit's storage and asks the auth service. */
  config?: SiwxConfig
  required?: boolean
  signOutOnDisconnect?: boolean
}

/** What the SIWX actions need; the controller (siwx-controller.ts) makes one per instance. */
export interface SiwxHost {
  context: PluginContext
  state: SiwxState
  /** The storage and verifier in use: the host's, else the default one. */
  siwx: SiwxConfig
  /** The message standard: 'eip4361' for the siweConfig form (EVM only), else 'caip122'. */
  standard: 'caip122' | 'eip4361'
  options: SiwxHostOptions
}

/** Namespaces whose CAIP-122 message this plugin writes and the verifier reads (EIP-4361, Sign In With Solana). */
const SIGNABLE = new Set<string>(['eip155', 'solana'])

/** Whether a sign-in is needed to stay connected: the host's code, else its verifier, else the config. */
export const isRequired = ({ options, siwx, context }: SiwxHost): boolean =>
  options.required ?? siwx.getRequired?.() ?? context.portkit.state.config.siwx?.required ?? false

export const signsOutOnDisconnect = ({ options, siwx, context }: SiwxHost): boolean =>
  options.signOutOnDisconnect ??
  siwx.signOutOnDisconnect ??
  context.portkit.state.config.siwx?.signOutOnDisconnect ??
  true

/** The view that asks for the signature: ConnectingSiwe for the siweConfig form. */
export const signView = ({ standard }: SiwxHost) => ({ name: standard === 'eip4361' ? SIWE_VIEW : SIGN_VIEW })

/** The connected account's CAIP-10 address, or undefined. */
export function connectedAddress({ context }: SiwxHost): string | undefined {
  const { state } = context.portkit
  return state.activeChainState.value?.status === 'connected' ? state.activeCaipAddress.value : undefined
}

/**
 * Spec section 5: SIWX through the universal provider (WalletConnect) only for EVM, and only when exactly
 * one chain family is requested.
 */
export function universalProviderAllowsSiwx(
  namespace: string,
  requestedNamespaces: readonly string[],
): boolean {
  return namespace === 'eip155' && new Set(requestedNamespaces).size === 1
}

/** Spec section 4: the address's network is one the app supports, and one this plugin can sign on. */
export function isSignable(host: SiwxHost, caipAddress: string): boolean {
  const { state } = host.context.portkit
  const { namespace, reference: chainId } = parseCaipAddress(caipAddress)
  const network = state.config.networks.find((n) => n.caipNetworkId === `${namespace}:${chainId}`)
  if (!network || !SIGNABLE.has(namespace)) return false
  if (host.standard === 'eip4361' && namespace !== 'eip155') return false
  if (state.connectorFor(network.chainNamespace)?.type === 'WALLET_CONNECT') {
    const requested = state.config.networks.map((n) => n.chainNamespace)
    return universalProviderAllowsSiwx(namespace, requested)
  }
  return true
}
