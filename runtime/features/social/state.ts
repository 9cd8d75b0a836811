import { signal } from '@preact/signals-core'
import type { ShownMessage } from '../../core/i18n/shown-message.ts'
import { failureMessage } from '../../core/i18n/shown-message.ts'

/** Social login's signals; the actions (actions/) are their only writers. */
export function createSocialLoginState(currentView: string) {
  return {
    error: signal<ShownMessage | undefined>(undefined),
    /** The provider being signed in with, while it runs. */
    busy: signal<string | undefined>(undefined),
    /** The Farcaster connect URI shown in ConnectingFarcaster, once the frame has it. */
    farcasterUrl: signal<string | undefined>(undefined),
    /** Not a signal, as nothing shows it: the view last seen, to tell when ConnectingFarcaster is left. */
    runs: { previousView: currentView },
  }
}

export type SocialLoginState = ReturnType<typeof createSocialLoginState>

/** A failed sign-in shows what failed, as an email login step does. */
export function showFailure(state: SocialLoginState, caught: unknown): void {
  state.error.value = failureMessage(caught)
}
