import { signal } from '@preact/signals-core'
import { createStepRunner } from './step-runner.ts'

/** The embedded wallet's account signals; the account actions (actions/) are their only writers. */
export function createEmailAccountState() {
  return {
    ...createStepRunner(),
    /** The address the pending update moves to, for the second code's text. */
    newEmail: signal(''),
    /** The frame user's email, refreshed after an update. */
    email: signal<string | undefined>(undefined),
    /** How the visitor signed in when it was a social login: the social provider and username keys. */
    social: signal<{ provider: string; username: string | undefined } | undefined>(undefined),
  }
}

export type EmailAccountState = ReturnType<typeof createEmailAccountState>
