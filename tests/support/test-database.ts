import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDevnetDb, type DevnetDb } from '../../server/db/open-devnet-db.ts'
import { PLAYWRIGHT_DATABASE_KEY } from './playwright-database.ts'

/**
 * The machine's PostgreSQL (trust auth, database `test`; CI runs on the same), where each devnet of a test
 * run gets a database of its own. PORTKIT_TEST_DATABASE=pglite runs the services on embedded PGlite instead.
 */
const ADMIN_URL = process.env.PORTKIT_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestDatabase {
  /** The database's URL, or undefined on a PGlite run. */
  url: string | undefined
  /** Drops the database; safe to call more than once. */
  drop(): Promise<void>
}

export async function testsUsePglite(): Promise<boolean> {
  if (process.env.PORTKIT_TEST_DATABASE === 'pglite') return true
  // A Playwright worker: its project may run on PGlite (the e2e suite's second, smaller run).
  if (process.env.TEST_WORKER_INDEX === undefined) return false
  const { test } = await import('@playwright/test')
  return test.info().project.metadata?.[PLAYWRIGHT_DATABASE_KEY] === 'pglite'
}

/** A new, empty database, named after this process so a leftover can be traced. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (await testsUsePglite()) return { url: undefined, drop: async () => undefined }
  return createPostgresDatabase()
}

/** A new, empty database on the PostgreSQL server, whatever PORTKIT_TEST_DATABASE says. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portkit_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  let dropping: Promise<void> | undefined
  return {
    url: url.href,
    drop: () => (dropping ??= adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** The two databases every store runs on: embedded PGlite and the PostgreSQL server. */
export const STORE_BACKENDS = ['pglite', 'postgres'] as const
export type StoreBackend = (typeof STORE_BACKENDS)[number]

/** The services' database on `backend`, migrated; `close` also drops a PostgreSQL test database. */
export async function openTestDb(backend: StoreBackend): Promise<DevnetDb> {
  if (backend === 'pglite') return openDevnetDb()
  const database = await createPostgresDatabase()
  try {
    const db = await openDevnetDb({ databaseUrl: database.url })
    return { ...db, close: () => db.close().finally(database.drop) }
  } catch (error) {
    await database.drop()
    throw error
  }
}
