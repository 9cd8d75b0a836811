import type { DevnetDb } from '../db/open-devnet-db.ts'
import { sha256 } from './email-auth-store.ts'

/** Approved devices, pending email updates and frame logs (migration 4); tokens and device ids hashed. */
export function emailAccountStore(db: DevnetDb) {
  return {
    /** Whether the address has logged in before, from any device. */
    async hasDevices(email: string): Promise<boolean> {
      const { rows } = await db.query(
        'SELECT 1 FROM email_devices WHERE email = $1 AND approved_at IS NOT NULL',
        [email],
      )
      return rows.length > 0
    },
    async isApproved(email: string, deviceId: string): Promise<boolean> {
      const { rows } = await db.query(
        'SELECT 1 FROM email_devices WHERE email = $1 AND device_hash = $2 AND approved_at IS NOT NULL',
        [email, sha256(deviceId)],
      )
      return rows.length > 0
    },
    async approve(email: string, deviceId: string): Promise<void> {
      await db.query(
        `INSERT INTO email_devices (email, device_hash, approved_at) VALUES ($1, $2, now())
         ON CONFLICT (email, device_hash) DO UPDATE SET approved_at = now(), approval_hash = NULL`,
        [email, sha256(deviceId)],
      )
    },
    /** A new device waits for the link mailed to its address until `expiresAt`; a new link replaces the old one. */
    async askApproval(
      email: string,
      deviceId: string,
      approvalToken: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.query(
        `INSERT INTO email_devices (email, device_hash, approval_hash, approval_expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email, device_hash) DO UPDATE SET approval_hash = $3, approval_expires_at = $4`,
        [email, sha256(deviceId), sha256(approvalToken), expiresAt],
      )
    },
    /** Approves the device the link was mailed for; false when the link is unknown, used or expired. */
    async approveByLink(approvalToken: string, now = new Date()): Promise<boolean> {
      const { rows } = await db.query(
        `UPDATE email_devices SET approved_at = now(), approval_hash = NULL, approval_expires_at = NULL
         WHERE approval_hash = $1 AND approval_expires_at > $2 RETURNING email`,
        [sha256(approvalToken), now],
      )
      return rows.length > 0
    },
    /** The new address moves the account: its sessions and devices follow. */
    async moveAccount(from: string, to: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE email_sessions SET email = $2 WHERE email = $1 AND revoked_at IS NULL', [
          from,
          to,
        ])
        await tx.query(
          `INSERT INTO email_devices (email, device_hash, approved_at)
           SELECT $2, device_hash, approved_at FROM email_devices WHERE email = $1 AND approved_at IS NOT NULL
           ON CONFLICT (email, device_hash) DO NOTHING`,
          [from, to],
        )
        await tx.query('DELETE FROM email_devices WHERE email = $1', [from])
        await tx.query('UPDATE wallet_backups SET identity = $2 WHERE identity = $1', [from, to])
      })
    },
    async startUpdate(token: string, newEmail: string): Promise<void> {
      await db.query(
        `INSERT INTO email_updates (token_hash, new_email) VALUES ($1, $2)
         ON CONFLICT (token_hash) DO UPDATE SET new_email = $2, primary_verified = false`,
        [sha256(token), newEmail],
      )
    },
    async pendingUpdate(
      token: string,
    ): Promise<{ new_email: string; primary_verified: boolean } | undefined> {
      const { rows } = await db.query<{ new_email: string; primary_verified: boolean }>(
        'SELECT new_email, primary_verified FROM email_updates WHERE token_hash = $1',
        [sha256(token)],
      )
      return rows[0]
    },
    async primaryVerified(token: string): Promise<void> {
      await db.query('UPDATE email_updates SET primary_verified = true WHERE token_hash = $1', [
        sha256(token),
      ])
    },
    async endUpdate(token: string): Promise<void> {
      await db.query('DELETE FROM email_updates WHERE token_hash = $1', [sha256(token)])
    },
    async saveLogs(projectId: string, bytes: number, entries: unknown[]): Promise<void> {
      await db.query('INSERT INTO frame_logs (project_id, bytes, entries) VALUES ($1, $2, $3)', [
        projectId,
        bytes,
        JSON.stringify(entries),
      ])
    },
    async logs(projectId: string): Promise<{ bytes: number; entries: unknown[] }[]> {
      const { rows } = await db.query<{ bytes: number; entries: unknown[] }>(
        'SELECT bytes, entries FROM frame_logs WHERE project_id = $1 ORDER BY id',
        [projectId],
      )
      return rows
    },
  }
}
