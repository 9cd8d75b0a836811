import type { SiwxStore, StoredSiwxSession } from '../../plugins/siwx/server/index.ts'
import type { DevnetDb } from '../db/open-devnet-db.ts'

interface SessionRow {
  id: string
  account: string
  data: StoredSiwxSession['data']
  message: string
  signature: string
  cacao: StoredSiwxSession['cacao'] | null
  token_hash: string
  created_at: Date
  expires_at: Date | null
}

const toSession = (row: SessionRow): StoredSiwxSession => ({
  id: row.id,
  account: row.account,
  data: row.data,
  message: row.message,
  signature: row.signature,
  ...(row.cacao ? { cacao: row.cacao } : {}),
  tokenHash: row.token_hash,
  createdAt: new Date(row.created_at).toISOString(),
  ...(row.expires_at ? { expiresAt: new Date(row.expires_at).toISOString() } : {}),
})

const ACTIVE = 'revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)'

/** The auth API's nonces and sessions in the devnet's PGlite database (migration 2). */
export function siwxDbStore(db: DevnetDb): SiwxStore {
  return {
    async saveNonce(nonce, expiresAt) {
      await db.query('INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, $2)', [nonce, expiresAt])
    },
    async consumeNonce(nonce, now) {
      // One statement: two verifications racing for the same nonce cannot both win it.
      const { rows } = await db.query(
        `UPDATE siwx_nonces SET used_at = $2
         WHERE nonce = $1 AND used_at IS NULL AND expires_at > $2 RETURNING nonce`,
        [nonce, now],
      )
      return rows.length === 1
    },
    async saveSession(session) {
      await db.query(
        `INSERT INTO siwx_sessions
           (id, account, data, message, signature, cacao, token_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          session.id,
          session.account,
          session.data,
          session.message,
          session.signature,
          session.cacao ?? null,
          session.tokenHash,
          session.createdAt,
          session.expiresAt ?? null,
        ],
      )
    },
    async listSessions(account, now) {
      const { rows } = await db.query<SessionRow>(
        `SELECT * FROM siwx_sessions WHERE account = $1 AND ${ACTIVE} ORDER BY created_at DESC`,
        [account, now],
      )
      return rows.map(toSession)
    },
    async getSession(id, now) {
      const { rows } = await db.query<SessionRow>(`SELECT * FROM siwx_sessions WHERE id = $1 AND ${ACTIVE}`, [
        id,
        now,
      ])
      return rows[0] ? toSession(rows[0]) : undefined
    },
    async revokeSession(id) {
      await db.query('UPDATE siwx_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id])
    },
  }
}
