import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { discardTemplate, readTemplate, saveTemplate } from './db-template.ts'
import { MIGRATIONS } from './migrations.ts'

export type DevnetDb = PGlite

/**
 * Opens the devnet's embedded PostgreSQL (PGlite) and brings its schema up to date. With a data dir the
 * data survives restarts; without one it lives in memory. A new database starts from the cached empty
 * template when there is one (see db-template.ts); opening still takes noticeable time, so callers start
 * this early and in parallel with the chains. Close it with `db.close()`: an open PGlite keeps the Node
 * process alive.
 */
export async function openDevnetDb(dataDir?: string): Promise<DevnetDb> {
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

async function migrate(db: PGlite): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS devnet_migrations (version INTEGER PRIMARY KEY)')
  const { rows } = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM devnet_migrations',
  )
  const applied = rows[0]?.version ?? 0
  for (let version = applied + 1; version <= MIGRATIONS.length; version++) {
    await db.transaction(async (tx) => {
      await tx.exec(MIGRATIONS[version - 1]!)
      await tx.query('INSERT INTO devnet_migrations (version) VALUES ($1)', [version])
    })
  }
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
