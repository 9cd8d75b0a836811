import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { importOptional } from '../optional-package.ts'
import { discardTemplate, readTemplate, saveTemplate } from './db-template.ts'
import { MIGRATIONS } from './migrations.ts'
import { openPostgresDb } from './postgres-db.ts'
import type { SqlDb, SqlQueryable } from './sql-db.ts'

export type DevnetDb = SqlDb

export interface DevnetDbOptions {
  /** A PostgreSQL server (`postgres://...`); without it, embedded PGlite. */
  databaseUrl?: string
  /** PGlite's data dir: the data survives restarts; without one it lives in memory. */
  dataDir?: string
}

/**
 * Opens the services' database and brings its schema up to date: a PostgreSQL server when a URL is
 * given, else embedded PGlite. A new PGlite database starts from the cached empty template when there is
 * one (see db-template.ts); opening still takes noticeable time, so callers start this early and in
 * parallel with the chains. Close it with `db.close()`: an open database keeps the Node process alive.
 */
export async function openDevnetDb(options: DevnetDbOptions = {}): Promise<DevnetDb> {
  if (options.databaseUrl !== undefined) {
    const db = await openPostgresDb(options.databaseUrl)
    try {
      await migrate(db)
    } catch (error) {
      await db.close()
      throw error
    }
    return db
  }
  return openPglite(options.dataDir)
}

async function openPglite(dataDir: string | undefined): Promise<DevnetDb> {
  const { PGlite } = await importOptional(
    '@electric-sql/pglite',
    'The embedded database (no DATABASE_URL)',
    () => import('@electric-sql/pglite'),
  )
  const isNew = dataDir === undefined || isEmptyDir(dataDir)
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
  const template = isNew ? readTemplate() : undefined
  let db: PGlite
  try {
    db = await PGlite.create({ dataDir, loadDataDir: template })
  } catch (error) {
    if (!template) throw error
    // A damaged template: start from scratch (the next start saves a good one).
    discardTemplate()
    if (dataDir !== undefined) emptyDir(dataDir)
    db = await PGlite.create({ dataDir })
  }
  try {
    await migrate(db)
    // Saved before anything else can write, so the template holds the schema and no data.
    if (isNew && !template) await saveTemplate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

/** Any constant key works: every Portkit server on one database takes the same lock to migrate. */
const MIGRATION_LOCK = 7_031_337

/**
 * Applies the migrations not yet recorded, all in one transaction behind an advisory lock, so servers
 * starting side by side on one PostgreSQL migrate once and never see half a schema.
 */
async function migrate(db: SqlDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec('CREATE TABLE IF NOT EXISTS devnet_migrations (version INTEGER PRIMARY KEY)')
    const applied = await appliedVersion(tx)
    for (let version = applied + 1; version <= MIGRATIONS.length; version++) {
      await tx.exec(MIGRATIONS[version - 1]!)
      await tx.query('INSERT INTO devnet_migrations (version) VALUES ($1)', [version])
    }
  })
}

async function appliedVersion(tx: SqlQueryable): Promise<number> {
  const { rows } = await tx.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM devnet_migrations',
  )
  return rows[0]?.version ?? 0
}

function isEmptyDir(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0
  } catch {
    return true
  }
}

function emptyDir(dir: string): void {
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true })
}
