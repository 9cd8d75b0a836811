import { isAllowedRpcMethod } from '../../core/rpc-methods.ts'
import { RpcMethodNotAllowedError } from '../../core/errors.ts'
import type { Eip1193Provider, ThemeMode } from '../../core/types.ts'
import type { AuthAccountState, AuthFrame } from './auth-account.ts'
import { authRequests } from './auth-requests.ts'
import { authSteps } from './auth-steps.ts'
import { createFrameClient, type FrameClientOptions, type FrameSync } from './frame-client.ts'
import type { AppEventPayloads, FrameAccountType } from './frame-protocol.ts'

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

/** What the frame is told after each load: the app's data, then the modal's theme when it has one. */
function syncOnLoad(dappData: AppEventPayloads['SYNC_DAPP_DATA'], hooks: AuthProviderHooks): FrameSync[] {
  const themeMode = hooks.themeMode?.()
  return [
    { type: 'SYNC_DAPP_DATA', payload: dappData },
    ...(themeMode ? [{ type: 'SYNC_THEME' as const, payload: { themeMode } }] : []),
  ]
}

/**
 * The embedded wallet as an EIP-1193 provider: accounts and chain come from the frame's user, signing and
 * sending go to the frame's RPC request (through the hooks' gate), and revoking permissions signs out.
 */
export function createAuthProvider(
  { dappData, ...frameOptions }: AuthProviderOptions,
  makeFrame: (options: FrameClientOptions) => AuthFrame = createFrameClient,
) {
  const state: AuthAccountState = {
    user: undefined,
    social: undefined,
    chainId: Number(frameOptions.chainId),
    hooks: NO_HOOKS,
  }
  const frame = makeFrame({
    ...frameOptions,
    onRefused: (message) => state.hooks.onRefused(message),
    syncOnLoad: () => syncOnLoad(dappData, state.hooks),
  })
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }

  const provider: Eip1193Provider & { readonly userName: string | undefined } = {
    /** A social login's user name: the Account's name when no identity has one (spec section 8, Fallbacks). */
    get userName() {
      return state.user?.userName
    },
    request: authRequests(frame, state, emit),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  /** The email login steps the feature's views drive. */
  return { provider, frame, auth: authSteps(frame, frameOptions.frameUrl, state, emit) }
}

export type AuthProvider = ReturnType<typeof createAuthProvider>
