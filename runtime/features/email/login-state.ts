import { signal } from '@preact/signals-core'
import { createStepRunner } from './step-runner.ts'

/** An unsafe embedded-wallet request waiting for the visitor in ApproveTransaction. */
export interface PendingApproval {
  id: number
  method: string
  params: unknown
  approve: () => void
  reject: () => void
}

/** Email login's signals; the actions (actions/) are their only writers. */
export function createEmailLoginState(modalOpen: boolean) {
  return {
    ...createStepRunner(),
    /** The address the code was sent to. */
    email: signal(''),
    approvals: signal<PendingApproval[]>([]),
    /**
     * Not signals, as nothing shows them: the next approval's id, and whether the modal was open when
     * last looked at (a close, not an open, rejects the waiting requests).
     */
    runs: { nextApprovalId: 1, modalWasOpen: modalOpen },
  }
}

export type EmailLoginState = ReturnType<typeof createEmailLoginState>
