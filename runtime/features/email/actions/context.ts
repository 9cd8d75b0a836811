import { authOf } from '../../../connectors/auth/index.ts'
import { EmailLoginDependencyError } from '../../../core/errors.ts'
import type { PluginPortkit } from '../../../plugins/plugin-portkit.ts'
import type { EmailAccount } from '../email-account.ts'
import type { EmailLoginState } from '../login-state.ts'

export type Auth = NonNullable<ReturnType<typeof authOf>>

/** What email login's actions need; the wiring (email-login.ts) makes one per instance. */
export interface EmailLoginHost {
  portkit: PluginPortkit
  state: EmailLoginState
  /** The embedded wallet's account (device step, preferred account type). */
  account: EmailAccount
}

/** The embedded wallet's connector on the active chain (its Solana account on a Solana network). */
export function authConnector(portkit: PluginPortkit) {
  const { state } = portkit
  const all = state.connectors.value.filter((candidate) => authOf(candidate) !== undefined)
  return all.find((candidate) => candidate.chain === state.activeChain.value) ?? all[0]
}

/** The auth connector's frame client; throws the spec's dependency error when none is listed. */
export function requireAuth(portkit: PluginPortkit): Auth {
  const found = authOf(authConnector(portkit))
  if (!found) throw new EmailLoginDependencyError()
  return found
}
