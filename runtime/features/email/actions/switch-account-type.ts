import type { FrameAccountType } from '../../../connectors/auth/frame-protocol.ts'
import type { EmailAccountHost } from './account-context.ts'

/** The embedded wallet's eip155 account becomes `type` (eoa or smartAccount); a failure shows in Settings. */
export function switchAccountType({ state, accountTypes }: EmailAccountHost, type: FrameAccountType) {
  return state.run(async () => {
    await accountTypes.set(type, 'eip155')
  })
}
