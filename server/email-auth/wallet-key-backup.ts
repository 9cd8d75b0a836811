import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { DevnetDb } from '../db/open-devnet-db.ts'
import { badRequest } from '../http/api-error.ts'
import { readJsonBody } from '../http/read-json-body.ts'

/** An AES-GCM IV (12 bytes) and a sealed 32-byte hex key with its tag, in base64url: a bound on both. */
const SEALED_PART = { iv: /^[A-Za-z0-9_-]{16}$/, data: /^[A-Za-z0-9_-]{1,200}$/ }

interface BackupRow {
  backup_key: string
  sealed_iv: string | null
  sealed_data: string | null
}

const sealedOf = (row: BackupRow) =>
  row.sealed_iv && row.sealed_data ? { iv: row.sealed_iv, data: row.sealed_data } : undefined

/**
 * The embedded wallet's key backup (migration 5): one wallet per account on every device it logs in from.
 * The frame seals the key under the account's backup key before it leaves the frame; both are handed
 * only to a live session of that account. Whoever runs this service can open the backups: the
 * self-hosted custody of an email login without a second factor.
 */
export function walletKeyBackup(
  db: DevnetDb,
  sessionIdentity: (request: IncomingMessage) => Promise<{ email: string }>,
) {
  async function row(identity: string): Promise<BackupRow> {
    await db.query(
      'INSERT INTO wallet_backups (identity, backup_key) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [identity, randomBytes(32).toString('base64url')],
    )
    const { rows } = await db.query<BackupRow>(
      'SELECT backup_key, sealed_iv, sealed_data FROM wallet_backups WHERE identity = $1',
      [identity],
    )
    return rows[0]!
  }

  return {
    routes: {
      'POST /wallet/backup/open': async (request: IncomingMessage) => {
        const found = await row((await sessionIdentity(request)).email)
        const sealed = sealedOf(found)
        return { backupKey: found.backup_key, ...(sealed ? { sealed } : {}) }
      },
      'POST /wallet/backup': async (request: IncomingMessage) => {
        const { email: identity } = await sessionIdentity(request)
        const body = (await readJsonBody(request)) as { iv?: unknown; data?: unknown }
        if (typeof body.iv !== 'string' || !SEALED_PART.iv.test(body.iv))
          throw badRequest('iv', 'A 12-byte IV in base64url')
        if (typeof body.data !== 'string' || !SEALED_PART.data.test(body.data))
          throw badRequest('data', 'A sealed key in base64url')
        await row(identity)
        // The first backup wins: a second device racing the first takes the kept one.
        await db.query(
          `UPDATE wallet_backups SET sealed_iv = $2, sealed_data = $3
           WHERE identity = $1 AND sealed_data IS NULL`,
          [identity, body.iv, body.data],
        )
        return sealedOf(await row(identity))
      },
    },
  }
}
