import { isAllowedRpcMethod, isEmbeddedWalletMethod } from '../../core/rpc-methods.ts'
import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import type { Eip1193Provider } from '../../core/types.ts'
import { createFrameClient, type FrameClient, type FrameClientOptions } from './frame-client.ts'
import type { ThemeMode } from '../../core/types.ts'
import type { AppEventPayloads, EmailConnectAction, FrameAccountType, FrameUser } from './frame-protocol.ts'

/** What the email feature plugs into the provider: approval of wallet requests and the login cache rules. */
export interface AuthProviderHooks {
  /** Runs `send` for an embedded-wallet request, after whatever approval the method needs. */
  gate(method: string, params: unknown, send: () => Promise<unknown>): Promise<unknown>
  /** Whether a stored login may be asked about at all (spec section 4: never used means not connected). */
  mayRestore(): Promise<boolean>
  /** The frame has no session (not connected, error or sign-out): the stored login cache is cleared. */
  onSignedOut(): Promise<void>
  /** The frame refused this page's origin: the modal shows the spec's alert. */
  onRefused(message: string): void
  /** The visitor's stored account type, asked for with the user (spec section 7, get user). */
  preferredAccountType?(): FrameAccountType | undefined
  /** The stored social provider of a restored login (spec section 3, local-storage keys). */
  socialProvider?(): Promise<string | undefined>
  /** The modal's theme as drawn (light or dark): the frame's own pages follow it (spec section 7, sync theme). */
  themeMode?(): ThemeMode
}

export interface AuthProviderOptions extends Omit<FrameClientOptions, 'onRefused' | 'syncOnLoad'> {
  /** What the frame is told about the app after each load (spec section 7, sync dapp data). */
  dappData: AppEventPayloads['SYNC_DAPP_DATA']
}

type Listener = (...args: never[]) => void

const NO_HOOKS: AuthProviderHooks = {
  // Without the email feature nothing is approved, so nothing but reads is sent.
  gate: (method, _params, send) =>
    isAllowedRpcMethod(method) ? send() : Promise.reject(new RpcMethodNotAllowedError(method)),
  mayRestore: () => Promise.resolve(false),
  onSignedOut: () => Promise.resolve(),
  onRefused: (message) => console.error(`[portkit] ${message}`),
}

/** An EIP-1193 wallet error the adapter maps like any wallet's (4902: chain not added). */
function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/**
 * The embedded wallet as an EIP-1193 provider: accounts and chain come from the frame's user, signing and
 * sending go to the frame's RPC request (through the hooks' gate), and revoking permissions signs out.
 */
export function createAuthProvider(
  { dappData, ...frameOptions }: AuthProviderOptions,
  makeFrame: (
    options: FrameClientOptions,
  ) => Pick<FrameClient, 'request' | 'loaded' | 'destroy'> = createFrameClient,
) {
  let user: FrameUser | undefined
  /** The social provider of this login, if it was a social one. */
  let social: string | undefined
  let chainId = Number(frameOptions.chainId)
  let hooks = NO_HOOKS
  const frame = makeFrame({
    ...frameOptions,
    onRefused: (message) => hooks.onRefused(message),
    syncOnLoad: () => {
      const themeMode = hooks.themeMode?.()
      return [
        { type: 'SYNC_DAPP_DATA', payload: dappData },
        ...(themeMode ? [{ type: 'SYNC_THEME' as const, payload: { themeMode } }] : []),
      ]
    },
  })
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }

  async function loadUser(): Promise<FrameUser> {
    const preferredAccountType = hooks.preferredAccountType?.()
    user = await frame.request('GET_USER', {
      chainId,
      ...(preferredAccountType ? { preferredAccountType } : {}),
    })
    chainId = Number(user.chainId)
    if (user.preferredAccountType === 'smartAccount' && user.smartAccountDeployed === false)
      initSmartAccount(user.address)
    return user
  }

  /**
   * The frame reports a smart account it has not deployed yet: it is deployed now, in its own step, so the
   * connection does not wait for it (a request the smart account signs waits in the frame for the same
   * deploy).
   */
  function initSmartAccount(address: string): void {
    frame.request('INIT_SMART_ACCOUNT').then(
      () => {
        if (user?.address === address) user = { ...user, smartAccountDeployed: true }
      },
      (error: Error) => console.warn(`[portkit] the smart account was not deployed: ${error.message}`),
    )
  }

  /**
   * A stored login, read by `load`, as the cache rules allow (spec section 4): never used means not
   * connected without asking the frame; not connected, or any error, clears the stored login.
   */
  async function restoreWith<T>(load: () => Promise<T>): Promise<T | undefined> {
    if (!(await hooks.mayRestore())) return undefined
    try {
      if ((await frame.request('IS_CONNECTED')).isConnected) return await load()
    } catch {
      // An error counts as not connected.
    }
    await hooks.onSignedOut()
    return undefined
  }

  const restore = () =>
    restoreWith(async () => {
      const restored = await loadUser()
      social = await hooks.socialProvider?.()
      return restored
    })

  async function signOut(): Promise<void> {
    const wasLoaded = frame.loaded
    user = undefined
    social = undefined
    try {
      if (wasLoaded) await frame.request('SIGN_OUT')
    } finally {
      await hooks.onSignedOut()
    }
  }

  const provider: Eip1193Provider & { readonly userName: string | undefined } = {
    /** A social login's user name: the Account's name when no identity has one (spec section 8, Fallbacks). */
    get userName() {
      return user?.userName
    },
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts': {
          const current = user ?? (await restore())
          return current ? [current.address] : []
        }
        case 'eth_requestAccounts':
          return [(user ?? (await loadUser())).address]
        case 'eth_chainId':
          // The frame is the wallet: once a user is loaded its chain is asked (it wins over the page's
          // copy); before that the frame is not loaded just to answer.
          if (user && frame.loaded) chainId = Number((await frame.request('GET_CHAIN_ID')).chainId)
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const [{ chainId: hex }] = params as [{ chainId: string }]
          try {
            await frame.request('SWITCH_NETWORK', { chainId: Number(hex) })
          } catch (error) {
            throw rpcError(4902, (error as Error).message)
          }
          chainId = Number(hex)
          emit('chainChanged', hex)
          return null
        }
        case 'wallet_addEthereumChain':
          throw rpcError(4200, 'The embedded wallet serves only the networks it knows')
        case 'wallet_revokePermissions':
          await signOut()
          return null
        default:
          // An allowed method the wallet cannot serve is refused before the approval view (nothing to
          // approve); one off the allowed list goes to the gate, which has spec 6's answer for it.
          if (isAllowedRpcMethod(method) && !isEmbeddedWalletMethod(method))
            throw rpcError(4200, `The embedded wallet does not support ${method}`)
          return hooks.gate(method, params, () => frame.request('RPC_REQUEST', { method, params, chainId }))
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    provider,
    frame,
    /** The email login steps the feature's views drive. */
    auth: {
      connectEmail: (email: string): Promise<{ action: EmailConnectAction }> =>
        frame.request('CONNECT_EMAIL', { email }),
      connectOtp: (otp: string) => frame.request('CONNECT_OTP', { otp }),
      /** Social login (spec section 7): the provider's sign-in URL for the popup, then the URI it ended on. */
      socialRedirectUri: (provider: string) => frame.request('GET_SOCIAL_REDIRECT_URI', { provider }),
      connectSocial: (uri: string) => frame.request('CONNECT_SOCIAL', { uri }),
      farcasterUri: () => frame.request('GET_FARCASTER_URI'),
      connectFarcaster: () => frame.request('CONNECT_FARCASTER'),
      /** Drops the frame (and what it waits for); the next request loads it afresh. */
      reload: () => frame.destroy(),
      /** The only origin a social sign-in popup's result may come from. */
      frameOrigin: new URL(frameOptions.frameUrl).origin,
      /** Resolves once the visitor approved this device by the mailed link (the code is then sent). */
      connectDevice: () => frame.request('CONNECT_DEVICE'),
      updateEmail: (email: string) => frame.request('UPDATE_EMAIL', { email }),
      updateEmailPrimaryOtp: (otp: string) => frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
      /** The new address is confirmed: the user is read again, so it shows at once. */
      async updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }> {
        const result = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
        await loadUser()
        return result
      },
      /** The chain ids with smart accounts (spec section 3, network state smartAccountEnabledNetworks). */
      smartAccountEnabledNetworks: async (): Promise<number[]> =>
        (await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).smartAccountEnabledNetworks,
      /** Tells a loaded frame the theme the modal now draws; an unloaded one is told when it loads. */
      async syncTheme(themeMode: ThemeMode): Promise<void> {
        if (frame.loaded) await frame.request('SYNC_THEME', { themeMode })
      },
      async setPreferredAccount(type: FrameAccountType): Promise<void> {
        await frame.request('SET_PREFERRED_ACCOUNT', { type })
      },
      /** Reads the user again and tells the adapter when the address changed (an account type switch). */
      async reloadUser(): Promise<void> {
        const before = user?.address
        const next = await loadUser()
        if (next.address !== before) emit('accountsChanged', [next.address])
      },
      user: () => user,
      social: () => social,
      /** Set by social login before the wallet connects, so the connection reports it from the start. */
      setSocial(provider: string | undefined) {
        social = provider
      },
      signOut,
      setHooks(next: AuthProviderHooks) {
        hooks = next
      },
      /** The hooks now in force: the Solana account's provider gates and restores through them too. */
      hooks: () => hooks,
      restoreWith,
    },
  }
}

export type AuthProvider = ReturnType<typeof createAuthProvider>
