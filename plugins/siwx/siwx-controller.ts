import type { PluginContext } from '../../runtime/plugins/index.ts'
import { accountChanged } from './actions/account-changed.ts'
import { cancelSignIn } from './actions/cancel-sign-in.ts'
import { checkSessions } from './actions/check-sessions.ts'
import { isRequired, type SiwxHost, type SiwxHostOptions } from './actions/context.ts'
import { mayClose } from './actions/may-close.ts'
import { signIn } from './actions/sign-in.ts'
import { signOut } from './actions/sign-out.ts'
import { createDefaultSiwx } from './default-siwx.ts'
import { createSiwxState } from './state.ts'
import type { SiwxConfig } from './types.ts'

// The plugin's names, from the modules that hold them, for the view, index.ts and the tests.
export type { SiwxHostOptions } from './actions/context.ts'

/**
 * The sign-in flow of spec section 4 for one Portkit instance (`portkit.feature('siwx')`). The wiring only:
 * the signals are state.ts's, each transition is a file of actions/ taking the host made here.
 */
export function createSiwxController(context: PluginContext, options: SiwxHostOptions = {}) {
  const state = createSiwxState()
  const host: SiwxHost = {
    context,
    state,
    siwx: options.config ?? defaultSiwx(context),
    standard: context.portkit.state.config.siwx?.standard ?? 'caip122',
    options,
  }
  const { siwx } = host
  return {
    sessions: state.sessions,
    signing: state.signing,
    /** The failure of the last attempt, shown in the view (the keys of 'Signature declined', 'Sign message failed'). */
    error: state.error,
    standard: host.standard,
    required: () => isRequired(host),
    check: (caipAddress: string) => checkSessions(host, caipAddress),
    /** Builds the message, asks the wallet to sign it and keeps the session; success closes the modal. */
    signIn: () => signIn(host),
    /** Spec section 4: cancelling disconnects when SIWX is required, else closes the modal. */
    cancel: () => cancelSignIn(host),
    /** Spec section 4: closing is disabled while required, without a session, on the sign or approve view. */
    mayClose: () => mayClose(host),
    /** The account went away: its sessions are revoked when the host says so. */
    accountChanged: (caipAddress: string | undefined) => accountChanged(host, caipAddress),
    /** Signs the connected account out: its sessions are revoked. */
    signOut: () => signOut(host),
    getSessions: (chainId: string, address: string) => siwx.getSessions(chainId, address),
  }
}

/** The default storage and verifier, with the config's `siwx` settings. */
function defaultSiwx(context: PluginContext): SiwxConfig {
  const settings = context.portkit.state.config.siwx
  return createDefaultSiwx({
    storage: context.portkit.storage,
    authApi: () => context.api('authApi'),
    settings: {
      expiresIn: settings?.expiresIn ?? 86_400,
      resources: settings?.resources ?? [],
      ...(settings?.statement !== undefined ? { statement: settings.statement } : {}),
      ...(settings?.notBefore !== undefined ? { notBefore: settings.notBefore } : {}),
      ...(settings?.requestId !== undefined ? { requestId: settings.requestId } : {}),
    },
  })
}

export type SiwxController = ReturnType<typeof createSiwxController>

/** The controller of a running instance (the plugin's `setup` made it). */
export const siwxOf = (portkit: PluginContext['portkit']) => portkit.plugins.feature('siwx') as SiwxController
