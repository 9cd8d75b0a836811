import type { FrameClient } from './frame-client.ts'
import type { AuthProviderHooks } from './auth-provider.ts'
import type { FrameUser } from './frame-protocol.ts'

export type AuthFrame = Pick<FrameClient, 'request' | 'loaded' | 'destroy'>

/** What the embedded wallet knows of its visitor: the frame's user, the social login and the chain. */
export interface AuthAccountState {
  user: FrameUser | undefined
  /** The social provider of this login, if it was a social one. */
  social: string | undefined
  chainId: number
  hooks: AuthProviderHooks
}

/**
 * The frame reports a smart account it has not deployed yet: it is deployed now, in its own step, so the
 * connection does not wait for it (a request the smart account signs waits in the frame for the same
 * deploy).
 */
function initSmartAccount(frame: AuthFrame, state: AuthAccountState, address: string): void {
  frame.request('INIT_SMART_ACCOUNT').then(
    () => {
      if (state.user?.address === address) state.user = { ...state.user, smartAccountDeployed: true }
    },
    (error: Error) => console.warn(`[portkit] the smart account was not deployed: ${error.message}`),
  )
}

/** The frame's user, read (again) into `state`, with its chain; an undeployed smart account is deployed. */
export async function loadUser(frame: AuthFrame, state: AuthAccountState): Promise<FrameUser> {
  const preferredAccountType = state.hooks.preferredAccountType?.()
  const user = await frame.request('GET_USER', {
    chainId: state.chainId,
    ...(preferredAccountType ? { preferredAccountType } : {}),
  })
  state.user = user
  state.chainId = Number(user.chainId)
  if (user.preferredAccountType === 'smartAccount' && user.smartAccountDeployed === false)
    initSmartAccount(frame, state, user.address)
  return user
}

/**
 * A stored login, read by `load`, as the cache rules allow (spec section 4): never used means not
 * connected without asking the frame; not connected, or any error, clears the stored login.
 */
export async function restoreWith<T>(
  frame: AuthFrame,
  state: Pick<AuthAccountState, 'hooks'>,
  load: () => Promise<T>,
): Promise<T | undefined> {
  if (!(await state.hooks.mayRestore())) return undefined
  try {
    if ((await frame.request('IS_CONNECTED')).isConnected) return await load()
  } catch {
    // An error counts as not connected.
  }
  await state.hooks.onSignedOut()
  return undefined
}

/** The stored login's user and social provider, when the cache rules allow asking for it. */
export function restoreUser(frame: AuthFrame, state: AuthAccountState): Promise<FrameUser | undefined> {
  return restoreWith(frame, state, async () => {
    const restored = await loadUser(frame, state)
    state.social = await state.hooks.socialProvider?.()
    return restored
  })
}

/** Forgets the visitor here and in a loaded frame; the stored login cache is cleared either way. */
export async function signOut(frame: AuthFrame, state: AuthAccountState): Promise<void> {
  const wasLoaded = frame.loaded
  state.user = undefined
  state.social = undefined
  try {
    if (wasLoaded) await frame.request('SIGN_OUT')
  } finally {
    await state.hooks.onSignedOut()
  }
}
