import type { ThemeMode } from '../../core/types.ts'
import { loadUser, restoreWith, signOut, type AuthAccountState, type AuthFrame } from './auth-account.ts'
import type { AuthProviderHooks } from './auth-provider.ts'
import type { EmailConnectAction, FrameAccountType } from './frame-protocol.ts'

type Emit = (event: string, ...args: unknown[]) => void

/** The email and social login steps, each one frame request. */
function loginSteps(frame: AuthFrame, frameUrl: string) {
  return {
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
    frameOrigin: new URL(frameUrl).origin,
    /** Resolves once the visitor approved this device by the mailed link (the code is then sent). */
    connectDevice: () => frame.request('CONNECT_DEVICE'),
  }
}

/** The account's settings in the frame: its email, smart accounts, theme and account type. */
function accountSteps(frame: AuthFrame, state: AuthAccountState, emit: Emit) {
  return {
    updateEmail: (email: string) => frame.request('UPDATE_EMAIL', { email }),
    updateEmailPrimaryOtp: (otp: string) => frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }),
    /** The new address is confirmed: the user is read again, so it shows at once. */
    async updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }> {
      const result = await frame.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
      await loadUser(frame, state)
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
      const before = state.user?.address
      const next = await loadUser(frame, state)
      if (next.address !== before) emit('accountsChanged', [next.address])
    },
  }
}

/** What the email feature's views drive: the login steps, the account's settings and the login state. */
export function authSteps(frame: AuthFrame, frameUrl: string, state: AuthAccountState, emit: Emit) {
  return {
    ...loginSteps(frame, frameUrl),
    ...accountSteps(frame, state, emit),
    user: () => state.user,
    social: () => state.social,
    /** Set by social login before the wallet connects, so the connection reports it from the start. */
    setSocial(provider: string | undefined) {
      state.social = provider
    },
    signOut: () => signOut(frame, state),
    setHooks(next: AuthProviderHooks) {
      state.hooks = next
    },
    /** The hooks now in force: the Solana account's provider gates and restores through them too. */
    hooks: () => state.hooks,
    restoreWith: <T>(load: () => Promise<T>) => restoreWith(frame, state, load),
  }
}
