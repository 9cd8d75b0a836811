import type { SqlDb } from '../db/sql-db.ts'
import { sha256 } from './email-auth-store.ts'

/** A relay channel opened for a frame's Farcaster sign-in, and what the signed message must name. */
export interface FarcasterChannel {
  /** Polls the relay for the approval, so it is kept as it is. */
  channelToken: string
  nonce: string
  domain: string
  siweUri: string
}

/** A channel as the connect takes it: with when the relay drops it, on this server's clock (ms). */
export interface TakenFarcasterChannel extends FarcasterChannel {
  expires: number
}

interface ChannelRow {
  channel_token: string
  nonce: string
  domain: string
  siwe_uri: string
  ms_left: number
}

/**
 * Farcaster sign-ins in progress, in the services' database (migration 9), by the hash of the login id
 * only the starting frame holds: the connect may reach any server and outlive a restart. Taking a channel
 * deletes it in the same statement, so of two servers (or two replays) only one gets it.
 */
export function farcasterSignInStore(db: SqlDb) {
  return {
    /** Drops channels the relay has expired too (indexed on expires_at), as each start does. */
    async sweep(): Promise<void> {
      await db.query('DELETE FROM farcaster_sign_ins WHERE expires_at < now()')
    },
    async open(loginId: string, channel: FarcasterChannel, ttlMs: number): Promise<void> {
      await db.query(
        `INSERT INTO farcaster_sign_ins (login_id_hash, channel_token, nonce, domain, siwe_uri, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')`,
        [sha256(loginId), channel.channelToken, channel.nonce, channel.domain, channel.siweUri, ttlMs],
      )
    },
    /** The channel of `loginId`, taken once; the database counts the time left, so all servers wait alike. */
    async take(loginId: unknown): Promise<TakenFarcasterChannel | undefined> {
      if (typeof loginId !== 'string') return undefined
      const { rows } = await db.query<ChannelRow>(
        `DELETE FROM farcaster_sign_ins WHERE login_id_hash = $1
         RETURNING channel_token, nonce, domain, siwe_uri,
           (extract(epoch FROM expires_at - now()) * 1000)::float8 AS ms_left`,
        [sha256(loginId)],
      )
      const row = rows[0]
      if (!row) return undefined
      return {
        channelToken: row.channel_token,
        nonce: row.nonce,
        domain: row.domain,
        siweUri: row.siwe_uri,
        expires: Date.now() + row.ms_left,
      }
    },
  }
}
