import type { Pool, PoolClient } from 'pg'
import { importOptional } from '../optional-package.ts'
import type { SqlDb, SqlQueryable } from './sql-db.ts'

/** BIGINT (int8) as PGlite reads it: a number while it is exact, a bigint beyond that. */
const INT8_OID = 20

/**
 * A PostgreSQL server as the services' database, through a pool of `pg` connections. Values read as
 * PGlite reads them (BIGINT as a number, JSONB parsed, TIMESTAMPTZ as a Date), so the stores cannot tell
 * the two apart.
 */
export async function openPostgresDb(url: string, { maxConnections = 10 } = {}): Promise<SqlDb> {
  const pg = await importOptional('pg', 'A PostgreSQL database (DATABASE_URL)', () => import('pg'))
  const builtInParser: (oid: number, format?: 'text' | 'binary') => (value: string) => unknown =
    pg.default.types.getTypeParser
  const pool: Pool = new pg.default.Pool({
    connectionString: url,
    max: maxConnections,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : builtInParser(oid, format)) as never,
    },
  })
  // An idle connection the server drops (restart, failover) must not take the process down.
  pool.on('error', () => undefined)
  // Fail here, with the server's own words, rather than at the first request.
  await pool.query('SELECT 1')
  return {
    query: (sql, params) => pool.query(sql, params as unknown[]) as never,
    exec: (sql) => pool.query(sql),
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(clientQueryable(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

function clientQueryable(client: PoolClient): SqlQueryable {
  return {
    query: (sql, params) => client.query(sql, params as unknown[]) as never,
    exec: (sql) => client.query(sql),
  }
}

function parseInt8(text: string): number | bigint {
  const value = BigInt(text)
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value
}
