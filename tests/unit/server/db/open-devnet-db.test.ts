import { afterEach, describe, expect, it } from 'vitest'
import { openDevnetDb, type DevnetDb } from '../../../../server/db/open-devnet-db.ts'
import { MIGRATIONS } from '../../../../server/db/migrations.ts'
import { createTestDatabase, openTestDb, STORE_BACKENDS } from '../../../support/test-database.ts'

const opened: DevnetDb[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close()
})

describe.each(STORE_BACKENDS)('the services database on %s', (backend) => {
  async function open(): Promise<DevnetDb> {
    const db = await openTestDb(backend)
    opened.push(db)
    return db
  }

  it('is migrated to the last version, each once', async () => {
    const db = await open()
    const { rows } = await db.query<{ version: number }>(
      'SELECT version FROM devnet_migrations ORDER BY version',
    )
    expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((_, i) => i + 1))
  })

  it('reads BIGINT as a number, JSONB parsed and TIMESTAMPTZ as a Date, as the stores expect', async () => {
    const db = await open()
    const { rows } = await db.query<{ big: unknown; json: unknown; at: unknown; count: unknown }>(
      `SELECT $1::bigint AS big, $2::jsonb AS json, to_timestamp(0) AS at, count(*) AS count FROM devnet_migrations`,
      [1_700_000_000_000, { a: ['b'] }],
    )
    expect(rows[0]).toEqual({
      big: 1_700_000_000_000,
      json: { a: ['b'] },
      at: new Date(0),
      count: MIGRATIONS.length,
    })
  })

  it('rolls a transaction back when its work throws, and commits it when it resolves', async () => {
    const db = await open()
    const failed = db.transaction(async (tx) => {
      await tx.query('INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, now())', ['rolled-back'])
      throw new Error('half way')
    })
    await expect(failed).rejects.toThrow('half way')
    await db.transaction((tx) =>
      tx.query('INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, now())', ['kept']),
    )
    const { rows } = await db.query<{ nonce: string }>('SELECT nonce FROM siwx_nonces')
    expect(rows).toEqual([{ nonce: 'kept' }])
  })
})

describe('the services database on one PostgreSQL shared by servers', () => {
  it('migrates once when several servers start side by side', async () => {
    const database = await createTestDatabase()
    try {
      const dbs = await Promise.all([1, 2, 3].map(() => openDevnetDb({ databaseUrl: database.url! })))
      opened.push(...dbs)
      const { rows } = await dbs[0]!.query<{ version: number }>('SELECT version FROM devnet_migrations')
      expect(rows).toHaveLength(MIGRATIONS.length)
    } finally {
      for (const db of opened.splice(0)) await db.close()
      await database.drop()
    }
  })

  it('refuses a server it cannot reach with the server’s own error', async () => {
    await expect(openDevnetDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/test' })).rejects.toThrow(
      /ECONNREFUSED/,
    )
  })
})
