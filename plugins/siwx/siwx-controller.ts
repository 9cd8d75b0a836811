import {
  computed,
  parseCaipAddress,
  signal,
  signMessage,
  SiwxNotEnabledError,
  TOASTS,
  UserRejectedError,
  type PluginContext,
  type PluginViewName,
} from '../../runtime/plugins/index.ts'
import { createDefaultSiwx } from './default-siwx.ts'
import type { SiwxConfig, SiwxSession } from './types.ts'

/** The plugin's view names on the stack: SIWXSignMessage, and ConnectingSiwe for the siweConfig form. */
export const SIGN_VIEW: PluginViewName = 'siwx/SIWXSignMessage'
export const SIWE_VIEW: PluginViewName = 'siwx/ConnectingSiwe'
/** Views during which a required sign-in keeps the modal open (spec section 4: the sign or approve view). */
const SIGN_OR_APPROVE = new Set<string>([SIGN_VIEW, SIWE_VIEW, 'ApproveTransaction'])
/** Views of a connection in progress: the connect flow closes the modal when it ends, so SIWX waits. */
const CONNECTING = new Set<string>([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])
/** Namespaces whose CAIP-122 message this plugin writes and the verifier reads (EIP-4361, Sign In With Solana). */
const SIGNABLE = new Set<string>(['eip155', 'solana'])

/** What the host may set in code, over the config's `siwx` settings (`withSiwx`). */
export interface SiwxHostOptions {
  /** The host's storage and verifier; the default keeps sessions in Portkit's storage and asks the auth service. */
  config?: SiwxConfig
  required?: boolean
  signOutOnDisconnect?: boolean
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

/** The sign-in flow of spec section 4 for one Portkit instance (`portkit.feature('siwx')`). */
export function createSiwxController(context: PluginContext, host: SiwxHostOptions = {}) {
  const { portkit } = context
  const { state } = portkit
  const settings = state.config.siwx
  const standard = settings?.standard ?? 'caip122'
  const siwx: SiwxConfig =
    host.config ??
    createDefaultSiwx({
      storage: portkit.storage,
      authApi: () => context.api('authApi'),
      settings: {
        expiresIn: settings?.expiresIn ?? 86_400,
        resources: settings?.resources ?? [],
        ...(settings?.statement !== undefined ? { statement: settings.statement } : {}),
        ...(settings?.notBefore !== undefined ? { notBefore: settings.notBefore } : {}),
        ...(settings?.requestId !== undefined ? { requestId: settings.requestId } : {}),
      },
    })

  /** Sessions of the connected account (empty when none is connected or it has none). */
  const sessions = signal<SiwxSession[]>([])
  const signing = signal(false)
  const error = signal<string | undefined>(undefined)
  // The account the sessions belong to, kept after a disconnect so its sessions can be revoked.
  let account: { chainId: string; address: string } | undefined
  let expiry: ReturnType<typeof setTimeout> | undefined

  const required = () => host.required ?? siwx.getRequired?.() ?? settings?.required ?? false
  const signOutOnDisconnect = () =>
    host.signOutOnDisconnect ?? siwx.signOutOnDisconnect ?? settings?.signOutOnDisconnect ?? true
  const signView = () => ({ name: standard === 'eip4361' ? SIWE_VIEW : SIGN_VIEW })
  const connected = () =>
    state.activeChainState.value?.status === 'connected' ? state.activeCaipAddress.value : undefined

  /** Spec section 4: the address's network is one the app supports, and one this plugin can sign on. */
  function supported(caipAddress: string): boolean {
    const { namespace, reference: chainId } = parseCaipAddress(caipAddress)
    const network = state.config.networks.find((n) => n.caipNetworkId === `${namespace}:${chainId}`)
    if (!network || !SIGNABLE.has(namespace)) return false
    if (standard === 'eip4361' && namespace !== 'eip155') return false
    if (state.connectorFor(network.chainNamespace)?.type === 'WALLET_CONNECT') {
      const requested = state.config.networks.map((n) => n.chainNamespace)
      return universalProviderAllowsSiwx(namespace, requested)
    }
    return true
  }

  /** Re-checks when the earliest session expires (spec: sessions expire at expirationTime). */
  function scheduleExpiry(list: SiwxSession[], caipAddress: string): void {
    clearTimeout(expiry)
    const times = list.flatMap((s) => (s.data.expirationTime ? [Date.parse(s.data.expirationTime)] : []))
    if (times.length === 0) return
    const wait = Math.max(0, Math.min(...times) - Date.now())
    // setTimeout holds at most ~24.8 days; a later expiry is re-checked then.
    expiry = setTimeout(() => void check(caipAddress), Math.min(wait + 50, 2 ** 31 - 1))
  }

  /** Resolves once no connection flow holds the modal (that flow closes it when it ends). */
  function connectFlowDone(): Promise<void> {
    const busy = computed(() => state.isOpen.value && CONNECTING.has(state.currentView.value.name))
    return new Promise((resolve) => {
      const stop = busy.subscribe((holding) => {
        if (holding) return
        queueMicrotask(() => stop())
        resolve()
      })
    })
  }

  /** Spec section 4: after connect, a supported network with no session opens SIWXSignMessage. */
  async function check(caipAddress: string): Promise<void> {
    if (!supported(caipAddress)) return
    const { namespace, reference: chainId, address } = parseCaipAddress(caipAddress)
    account = { chainId: `${namespace}:${chainId}`, address }
    const list = await siwx.getSessions(account.chainId, address)
    if (connected() !== caipAddress) return
    sessions.value = list
    scheduleExpiry(list, caipAddress)
    if (list.length > 0) return
    await connectFlowDone()
    if (connected() !== caipAddress) return
    error.value = undefined
    await portkit.modal.open(signView())
  }

  function showSignView(): Promise<void> {
    const current = state.currentView.value.name
    if (state.isOpen.value && (current === SIGN_VIEW || current === SIWE_VIEW)) return Promise.resolve()
    return portkit.modal.open(signView())
  }

  return {
    sessions,
    signing,
    /** The failure of the last attempt, shown in the view ('Signature declined', 'Sign message failed'). */
    error,
    standard,
    required,
    check,

    /** Builds the message, asks the wallet to sign it and keeps the session; success closes the modal. */
    async signIn(): Promise<void> {
      const caipAddress = connected()
      if (!caipAddress || !supported(caipAddress)) throw new SiwxNotEnabledError()
      const { namespace, reference: chainId, address } = parseCaipAddress(caipAddress)
      signing.value = true
      error.value = undefined
      try {
        const message = await siwx.createMessage({
          accountAddress: address,
          chainId: `${namespace}:${chainId}`,
        })
        const text = message.toString()
        const signature = await signMessage(portkit, { message: text })
        const { toString: _text, ...data } = message
        await siwx.addSession({ data, message: text, signature })
        sessions.value = await siwx.getSessions(`${namespace}:${chainId}`, address)
        scheduleExpiry(sessions.value, caipAddress)
        signing.value = false
        portkit.modal.close()
      } catch (failure) {
        signing.value = false
        error.value =
          failure instanceof UserRejectedError ? TOASTS.SIGNATURE_DECLINED : TOASTS.SIGN_MESSAGE_FAILED
        console.warn('[portkit] SIWX sign-in failed', failure)
        // Spec section 4: on failure the view (re)opens with the error.
        await showSignView()
      }
    },

    /** Spec section 4: cancelling disconnects when SIWX is required, else closes the modal. */
    async cancel(): Promise<void> {
      error.value = undefined
      if (required() && sessions.value.length === 0)
        await portkit.connection.disconnect().catch(() => undefined)
      portkit.modal.close()
    },

    /** Spec section 4: closing is disabled while required, without a session, on the sign or approve view. */
    mayClose(): boolean {
      return !(
        required() &&
        connected() !== undefined &&
        sessions.value.length === 0 &&
        SIGN_OR_APPROVE.has(state.currentView.value.name)
      )
    },

    /** The account went away: its sessions are revoked when the host says so. */
    async accountChanged(caipAddress: string | undefined): Promise<void> {
      const previous = account
      if (caipAddress !== undefined && previous && caipAddress.endsWith(`:${previous.address}`)) return
      clearTimeout(expiry)
      sessions.value = []
      account = undefined
      if (caipAddress === undefined && previous && signOutOnDisconnect())
        await siwx.revokeSession(previous.chainId, previous.address)
    },

    /** Signs the connected account out: its sessions are revoked. */
    async signOut(): Promise<void> {
      clearTimeout(expiry)
      if (account) await siwx.revokeSession(account.chainId, account.address)
      sessions.value = []
    },

    getSessions: (chainId: string, address: string) => siwx.getSessions(chainId, address),
  }
}

export type SiwxController = ReturnType<typeof createSiwxController>

/** The controller of a running instance (the plugin's `setup` made it). */
export const siwxOf = (portkit: PluginContext['portkit']) => portkit.plugins.feature('siwx') as SiwxController
