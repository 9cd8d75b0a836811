import type { Address } from 'viem'
import type { SqlDb } from '../db/sql-db.ts'

/**
 * The first key of the relayer's advisory locks (two-key form, a key space apart from the one-key
 * migration lock). Any constant works as long as every Portkit server uses the same.
 */
const RELAYER_LOCK_SPACE = 7_031_338

/** Runs `send` (which reads `relayer`'s pending nonce on `chainId`, then sends) holding the lock. */
export type RelayerLock = <T>(relayer: Address, chainId: number, send: () => Promise<T>) => Promise<T>

/**
 * Serialises "read the relayer's pending nonce, then send" for one relayer on one chain across every
 * server on `db`: replicas of `portkit serve` share the key, and two sends that read the same nonce
 * would replace or refuse each other. The lock is PostgreSQL's transaction-scoped advisory lock, so it
 * is let go when the send is done or fails, and if the server holding it dies; on PGlite (one node)
 * the transaction alone already serialises. Only the send is held: the node then counts the
 * transaction in the pending nonce, and waiting for it to be mined needs no lock.
 */
export function createRelayerLock(db: SqlDb): RelayerLock {
  // One send waits on the database at a time per server: a waiting transaction holds a pool connection.
  let queue: Promise<unknown> = Promise.resolve()
  return (relayer, chainId, send) => {
    const sent = queue.then(() =>
      db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          RELAYER_LOCK_SPACE,
          `${relayer.toLowerCase()}@${chainId}`,
        ])
        return send()
      }),
    )
    queue = sent.catch(() => undefined)
    return sent
  }
}
