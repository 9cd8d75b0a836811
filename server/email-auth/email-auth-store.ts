import { createHash } from 'node:crypto'
import type { DevnetDb } from '../db/open-devnet-db.ts'

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** What a code is for: a login, or each of the two steps of an email update (old, then new address). */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

interface CodeRow {
  id: string
  code_hash: string
  expires_at: Date
  attempts: number
}

/** One-time codes and sessions in the devnet's PGlite database (migration 3); only hashes are stored. */
export function emailAuthStore(db: DevnetDb) {
  return {
    /** A new code replaces every open one of that address for the same purpose. */
    async saveCode(email: string, code: string, expiresAt: Date, purpose: CodePurpose): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE email_codes SET used_at = now() WHERE email = $1 AND purpose = $2 AND used_at IS NULL',
          [email, purpose],
        )
        await tx.query(
          'INSERT INTO email_codes (email, code_hash, expires_at, purpose) VALUES ($1, $2, $3, $4)',
          [email, sha256(code), expiresAt, purpose],
        )
      })
    },
    /** The open code of an address, counting this attempt; undefined when there is none. */
    async takeAttempt(email: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
      const { rows } = await db.query<CodeRow>(
        `UPDATE email_codes SET attempts = attempts + 1
         WHERE id = (SELECT max(id) FROM email_codes WHERE email = $1 AND purpose = $2 AND used_at IS NULL)
         RETURNING id, code_hash, expires_at, attempts`,
        [email, purpose],
      )
      return rows[0]
    },
    async closeCode(id: string): Promise<void> {
      await db.query('UPDATE email_codes SET used_at = now() WHERE id = $1', [id])
    },
    async saveSession(token: string, email: string): Promise<void> {
      await db.query('INSERT INTO email_sessions (token_hash, email) VALUES ($1, $2)', [sha256(token), email])
    },
    async sessionEmail(token: string): Promise<string | undefined> {
      const { rows } = await db.query<{ email: string }>(
        'SELECT email FROM email_sessions WHERE token_hash = $1 AND revoked_at IS NULL',
        [sha256(token)],
      )
      return rows[0]?.email
    },
    async revokeSession(token: string): Promise<void> {
      await db.query('UPDATE email_sessions SET revoked_at = now() WHERE token_hash = $1', [sha256(token)])
    },
  }
}
