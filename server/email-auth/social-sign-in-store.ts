import type { SqlDb } from '../db/sql-db.ts'
import { sha256 } from './email-auth-store.ts'
import type { SocialProvider } from './social/social-providers.ts'
import type { SocialIdentity, SocialLoginToComplete } from './social/social-relying-party.ts'

/** What the callback leaves for the frame to redeem: who signed in, or the provider's refusal. */
export type SocialOutcome = { identity: SocialIdentity } | { error: { message: string } }

/** A started sign-in as the callback takes it back. */
export interface StartedSocialSignIn {
  pending: SocialLoginToComplete
  /** The hash of the login id only the starting frame holds; its result is redeemed with that id. */
  loginIdHash: string
  /** The frame origin's popup page the callback sends the visitor on to. */
  returnTo: string
}

interface StartedRow {
  provider: SocialProvider
  nonce: string
  code_verifier: string
  login_id_hash: string
  return_to: string
}

/**
 * Social sign-ins in progress, in the services' database (migration 8), so the provider's callback and
 * the frame's redemption may reach any server and outlive a restart. Taking a sign-in or a result
 * deletes it in the same statement, so of two servers (or two replays) only one gets it. Expiry is
 * judged by the database's clock, the one clock every server shares.
 */
export function socialSignInStore(db: SqlDb) {
  return {
    /** Drops what expired (indexed on expires_at), as each start does. */
    async sweep(): Promise<void> {
      await db.query(
        `WITH started AS (DELETE FROM social_sign_ins WHERE expires_at < now())
         DELETE FROM social_results WHERE expires_at < now()`,
      )
    },
    async start(
      pending: SocialLoginToComplete,
      loginId: string,
      returnTo: string,
      ttlMs: number,
    ): Promise<void> {
      await db.query(
        `INSERT INTO social_sign_ins
           (state_hash, provider, nonce, code_verifier, login_id_hash, return_to, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + $7 * interval '1 millisecond')`,
        [
          sha256(pending.state),
          pending.provider,
          pending.nonce,
          pending.codeVerifier,
          sha256(loginId),
          returnTo,
          ttlMs,
        ],
      )
    },
    /** The unexpired sign-in `state` names, taken once: a replayed callback finds nothing. */
    async takeStarted(state: string): Promise<StartedSocialSignIn | undefined> {
      const { rows } = await db.query<StartedRow>(
        `DELETE FROM social_sign_ins WHERE state_hash = $1 AND expires_at >= now()
         RETURNING provider, nonce, code_verifier, login_id_hash, return_to`,
        [sha256(state)],
      )
      const row = rows[0]
      if (!row) return undefined
      return {
        pending: { provider: row.provider, state, nonce: row.nonce, codeVerifier: row.code_verifier },
        loginIdHash: row.login_id_hash,
        returnTo: row.return_to,
      }
    },
    async finish(result: string, loginIdHash: string, outcome: SocialOutcome, ttlMs: number): Promise<void> {
      await db.query(
        `INSERT INTO social_results (result_hash, login_id_hash, outcome, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
        [sha256(result), loginIdHash, JSON.stringify(outcome), ttlMs],
      )
    },
    /**
     * The unexpired outcome of `result`, taken once, when `loginId` is the one its sign-in started with;
     * another frame's id leaves it in place for its own frame.
     */
    async redeem(result: unknown, loginId: unknown): Promise<SocialOutcome | undefined> {
      if (typeof result !== 'string' || typeof loginId !== 'string') return undefined
      const { rows } = await db.query<{ outcome: SocialOutcome }>(
        `DELETE FROM social_results
         WHERE result_hash = $1 AND login_id_hash = $2 AND expires_at >= now()
         RETURNING outcome`,
        [sha256(result), sha256(loginId)],
      )
      return rows[0]?.outcome
    },
  }
}
